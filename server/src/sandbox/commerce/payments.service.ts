import { createHash, randomUUID } from 'node:crypto';
import { HttpError } from '../../http/http-kit.js';
import { type ProviderClient, ProviderHttpError } from '../payment-provider/provider.client.js';
import type { PaymentResponse } from '../payment-provider/provider.schema.js';
import type { CartClaims } from './cart-token.js';
import type { Db } from './db.js';
import type { OrdersRepo } from './orders.repo.js';
import { type Answer, fingerprintOf, type OrdersService } from './orders.service.js';
import { serviceError } from './service-errors.js';

/** An in-flight attempt older than this is taken as crashed; the provider's own idempotency still prevents a second charge. */
const STALE_MS = 60_000;

export interface PaymentAttempt {
  orderId: string;
  paymentMethod: { type: string } & Record<string, unknown>;
}

/** Payments through the provider, at most one charge per order and idempotency key (DECISIONS 13). */
export function createPaymentsService(deps: { db: Db; orders: OrdersService; ordersRepo: OrdersRepo; provider: () => ProviderClient }) {
  const { db, orders, ordersRepo } = deps;

  function outcomeOf(orderId: string, response: PaymentResponse, methodType: string | null): Answer {
    db.transaction(() => {
      if (response.pspReference || methodType) {
        const row = ordersRepo.order(orderId);
        ordersRepo.setPayment(orderId, response.pspReference ?? row?.psp_reference ?? null, methodType ?? row?.payment_method ?? null);
      }
      if (response.resultCode === 'Authorised') orders.markPaid(orderId);
      else if (['Refused', 'Cancelled', 'Error'].includes(response.resultCode)) {
        orders.markRefused(orderId, response.refusalReason ?? response.resultCode);
      }
    })();
    const action = response.action ? { type: response.action.type, method: response.action.method, url: response.action.url } : undefined;
    return {
      status: 200,
      body: {
        resultCode: response.resultCode,
        ...(response.pspReference ? { pspReference: response.pspReference } : {}),
        ...(action ? { action } : {}),
        ...(response.refusalReason ? { refusalReason: response.refusalReason } : {}),
      },
    };
  }

  /** Runs `call` once per (scope, key): a repeat answers the first result, a repeat in flight answers 409. */
  async function once(scope: string, key: string, fingerprint: string, guard: () => void, call: () => Promise<Answer>): Promise<Answer> {
    const replay = db.transaction((): Answer | null => {
      const seen = ordersRepo.idempotency(scope, key);
      if (seen && seen.fingerprint !== fingerprint) throw serviceError('INVALID_INPUT', 'Idempotency-Key reused with another request');
      if (seen?.state === 'done') return { status: seen.status ?? 200, body: JSON.parse(seen.body ?? 'null') };
      // One attempt per order at a time, whatever its key: two keys must not charge twice.
      if (ordersRepo.inFlight(scope, Date.now() - STALE_MS).length > 0) {
        throw serviceError('IDEMPOTENCY_IN_FLIGHT', 'A request for this order is still in flight');
      }
      guard();
      ordersRepo.startIdempotent(scope, key, fingerprint);
      return null;
    })();
    if (replay) return replay;
    let answer: Answer;
    try {
      answer = await call();
    } catch (error) {
      ordersRepo.forgetIdempotent(scope, key);
      throw providerError(error);
    }
    ordersRepo.finishIdempotent(scope, key, fingerprint, answer.status, answer.body);
    return answer;
  }

  return {
    pay(claims: CartClaims, attempt: PaymentAttempt, key: string | null): Promise<Answer> {
      const row = orders.orderOf(claims, attempt.orderId);
      const idemKey = key ?? randomUUID();
      // The provider sees one key per (order, shop key), at most 64 characters.
      const providerKey = createHash('sha256').update(`${row.id}:${idemKey}`).digest('base64url');
      return once(
        `payment:${row.id}`,
        idemKey,
        fingerprintOf(attempt),
        () => orders.prepareForPayment(ordersRepo.order(row.id)!),
        async () => {
          const response = await deps.provider().payments(
            {
              amount: { currency: row.currency, value: row.amount },
              reference: row.id,
              returnUrl: row.return_url,
              paymentMethod: attempt.paymentMethod,
            },
            providerKey,
          );
          return outcomeOf(row.id, response, attempt.paymentMethod.type);
        },
      );
    },
    details(claims: CartClaims, orderId: string, redirectResult: string): Promise<Answer> {
      const row = orders.orderOf(claims, orderId);
      const key = createHash('sha256').update(redirectResult).digest('base64url');
      return once(
        `details:${row.id}`,
        key,
        key,
        () => {},
        async () => {
          const response = await deps.provider().paymentDetails({ details: { redirectResult } });
          return outcomeOf(row.id, response, null);
        },
      );
    },
    /** A signed AUTHORISATION: success pays the order; a refusal counts only for the attempt the order is waiting on. */
    notified(orderId: string, success: boolean, pspReference: string, reason: string | undefined): void {
      db.transaction(() => {
        if (success) {
          if (ordersRepo.order(orderId)?.status !== 'paid')
            ordersRepo.setPayment(orderId, pspReference, ordersRepo.order(orderId)?.payment_method ?? null);
          orders.markPaid(orderId);
        } else orders.markRefused(orderId, reason ?? 'Refused', pspReference);
      })();
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Provider failures: its idempotency conflict stays a conflict, a refusal of the request is PAYMENT_FAILED, the rest is upstream. */
export function providerError(error: unknown): unknown {
  if (!(error instanceof ProviderHttpError)) {
    return error instanceof HttpError ? error : serviceError('UPSTREAM_UNAVAILABLE', 'The payment provider is unavailable');
  }
  const body = error.body as { errorCode?: string; message?: string } | undefined;
  if (body?.errorCode === '704') return serviceError('IDEMPOTENCY_IN_FLIGHT', 'The payment is still in flight at the provider');
  if (error.status >= 400 && error.status < 500)
    return serviceError('PAYMENT_FAILED', body?.message ?? 'The payment provider refused the request');
  return serviceError('UPSTREAM_UNAVAILABLE', 'The payment provider is unavailable');
}
