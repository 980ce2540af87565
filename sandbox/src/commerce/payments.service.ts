import { createHash, randomUUID } from 'node:crypto';
import { HttpError } from '../http/json-api.js';
import { type ProviderClient, ProviderHttpError } from '../payment-provider/provider.client.js';
import type { PaymentResponse } from '../payment-provider/provider.schema.js';
import type { CartClaims } from './cart-token.js';
import type { Db } from './db.types.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';
import { type Answer, fingerprintOf, type OrdersService } from './orders.service.js';
import { blockedMethodsOf } from './payment-method-rules.js';
import type { OutcomeSource, PaymentOutcomes } from './payment-outcomes.js';
import { MAX_REFUSED_ATTEMPTS, serviceError } from './service-errors.js';
import type { Order } from './wire.schema.js';

/** An in-flight attempt older than this is taken as crashed; the provider's own idempotency still prevents a second charge. */
const STALE_MS = 60_000;

export type CheckpointName = 'before-provider-call' | 'after-authorisation' | 'before-notification-applied';

export interface PaymentAttempt {
  orderId: string;
  paymentMethod: { type: string } & Record<string, unknown>;
}

export interface PaypalUpdate {
  orderId: string;
  pspReference: string;
  paymentData: string;
  deliveryMethods?: {
    reference: string;
    description: string;
    type: 'Shipping';
    amount: { currency: string; value: number };
    selected: boolean;
  }[];
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Payments through the provider, at most one charge per order and attempt. */
export function createPaymentsService(deps: {
  db: Db;
  orders: OrdersService;
  ordersRepo: OrdersRepo;
  outcomes: PaymentOutcomes;
  provider: () => ProviderClient;
  checkpoint: (name: CheckpointName) => void;
  /** Called after a result was applied: sends the provider cancels it may have asked for. */
  afterOutcome: () => void;
}) {
  const { db, orders, ordersRepo, outcomes } = deps;

  /** Applies a provider answer to its order (one transaction) and answers the shopper without the provider's reason. */
  function outcomeOf(orderId: string, response: PaymentResponse, methodType: string | null, source: OutcomeSource): Answer {
    const row = ordersRepo.order(orderId)!;
    // The provider answers for the payment the shop asked for; a result that names another order or amount is not this order's.
    const claim = {
      merchantReference: response.merchantReference ?? row.id,
      amount: response.amount ?? { currency: row.currency, value: row.amount },
    };
    const bound = source === 'details' ? outcomes.isBound(row, response) : outcomes.isBound(row, claim);
    if (!bound) {
      outcomes.logMismatch(row, response, source, orderId);
      throw serviceError('PAYMENT_MISMATCH', 'The payment result does not belong to this order');
    }
    const psp = response.pspReference ?? null;
    const applied = db.transaction(() => {
      const fresh = ordersRepo.order(orderId)!;
      if (response.resultCode === 'Authorised' && psp) return outcomes.authorised(orderId, psp, methodType, source);
      if (['Refused', 'Cancelled', 'Error'].includes(response.resultCode)) {
        // Only a refusal by the provider counts towards the attempt limit; a shopper's PayPal cancel does not.
        const counts = response.resultCode === 'Refused';
        outcomes.refused(
          orderId,
          { psp, reason: response.refusalReason ?? response.resultCode, counts, onlyIfCurrent: source === 'details' },
          source,
        );
      } else if (psp && fresh.status === 'pending') {
        ordersRepo.setPayment(orderId, psp, methodType ?? fresh.payment_method);
      }
      return null;
    })();
    deps.afterOutcome();
    const after = ordersRepo.order(orderId)!;
    const isClosed = (status: string) => status === 'cancelled' || status === 'expired';
    // A result for an order that was closed already, or an authorisation it could not take, is no success for the shopper.
    const closed = isClosed(row.status) || applied === 'cancel' ? orders.closedError(after) : null;
    if (closed) return { status: closed.status, body: { error: { code: closed.code, message: closed.message } } };
    // A refused order cannot take a late authorisation: the provider cancels it and the shopper may try again.
    const resultCode = applied === 'cancel' ? 'Refused' : response.resultCode;
    // paymentData is what a PayPal updateOrder must send back; nothing else of the provider's action is the shopper's.
    const a = response.action;
    const action = a ? { type: a.type, method: a.method, url: a.url, ...(a.paymentData ? { paymentData: a.paymentData } : {}) } : undefined;
    return { status: 200, body: { resultCode, ...(psp ? { pspReference: psp } : {}), ...(action ? { action } : {}) } };
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
    /**
     * An attempt is (the client's Idempotency-Key, the payment data): the same key with another card is a new attempt,
     * an identical repeat replays the first answer. The provider's key is derived from the order and that pair.
     */
    pay(claims: CartClaims, attempt: PaymentAttempt, key: string | null): Promise<Answer> {
      const row = orders.orderOf(claims, attempt.orderId);
      refuseBlockedMethod(row, attempt.paymentMethod.type);
      const clientKey = key ?? randomUUID();
      const methodPrint = fingerprintOf(attempt.paymentMethod);
      return once(
        `payment:${row.id}`,
        sha(`${clientKey}:${methodPrint}`),
        methodPrint,
        () => orders.prepareForPayment(row.id),
        async () => {
          deps.checkpoint('before-provider-call');
          const response = await deps.provider().payments(
            {
              amount: { currency: row.currency, value: row.amount },
              reference: row.id,
              returnUrl: row.return_url,
              paymentMethod: attempt.paymentMethod,
            },
            sha(`${row.id}:${clientKey}:${methodPrint}`),
          );
          deps.checkpoint('after-authorisation');
          return outcomeOf(row.id, response, attempt.paymentMethod.type, 'payment');
        },
      );
    },
    details(claims: CartClaims, orderId: string, redirectResult: string): Promise<Answer> {
      const row = orders.orderOf(claims, orderId);
      const key = sha(redirectResult);
      return once(
        `details:${row.id}`,
        key,
        key,
        () => {
          // The order is over for the shopper; a late authorisation still reaches it by notification, and is cancelled.
          const fresh = ordersRepo.order(row.id)!;
          if (fresh.refused_attempts >= MAX_REFUSED_ATTEMPTS) throw orders.closedError(fresh)!;
        },
        async () => {
          const response = await deps.provider().paymentDetails({ details: { redirectResult } });
          deps.checkpoint('after-authorisation');
          return outcomeOf(row.id, response, null, 'details');
        },
      );
    },
    /** The amount PayPal shows is the order's, never the request's. */
    async paypalUpdateOrder(claims: CartClaims, update: PaypalUpdate) {
      const row = orders.orderOf(claims, update.orderId);
      const closed = orders.closedError(row);
      if (closed) throw closed;
      if (row.status !== 'pending') throw serviceError('PAYMENT_FAILED', `Order ${row.id} has no payment under way`);
      if (row.psp_reference !== update.pspReference) {
        outcomes.logMismatch(row, { pspReference: update.pspReference }, 'details', row.id);
        throw serviceError('PAYMENT_MISMATCH', 'The PayPal payment is not the one of this order');
      }
      try {
        return await deps.provider().paypalUpdateOrder({
          pspReference: update.pspReference,
          paymentData: update.paymentData,
          amount: { currency: row.currency, value: row.amount },
          ...(update.deliveryMethods ? { deliveryMethods: update.deliveryMethods } : {}),
        });
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The blocked methods of the country the order ships to are refused whatever the browser sends:
 * a client that lists them anyway, or skips the list, cannot pay with one. Nothing reaches the provider.
 */
function refuseBlockedMethod(row: OrderRow, type: string): void {
  const country = (JSON.parse(row.body) as Order).address.shipping.country;
  if (blockedMethodsOf(country).includes(type)) {
    throw serviceError('PAYMENT_FAILED', `Payment method ${type} is not offered in ${country}`);
  }
}

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
