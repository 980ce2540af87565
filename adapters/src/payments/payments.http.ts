import { domainError, MESSAGES } from '@sockshop/core/errors';
import { type Order, PaymentMethodSchema, PaymentSessionSchema } from '@sockshop/core/payments';
import type { CartScope, CartTokenStore, PaymentsError, PaymentsPort } from '@sockshop/core/ports';
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { OrderAnswerSchema } from './order.wire.js';
import { toPaymentsError } from './payments.errors.js';
import { PaymentAnswerSchema, toPaymentOutcome } from './payments.outcome.js';

export interface HttpPaymentsOptions {
  /** The commerce service. */
  baseUrl: string;
  tokens: CartTokenStore;
  /** The `{provider}` path segment. */
  providerPath?: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries of GETs and of POSTs that carry an Idempotency-Key. */
  retryLimit?: number;
}

const CreateOrderAnswerSchema = z.object({ order: OrderAnswerSchema, paymentSession: PaymentSessionSchema });
const PaymentMethodsAnswerSchema = z.object({ paymentMethods: z.array(PaymentMethodSchema) });
const ConfirmationAnswerSchema = z.object({ order: OrderAnswerSchema });

interface Call<S extends z.ZodType> {
  method: 'get' | 'post';
  path: string;
  json?: unknown;
  /** Only a keyed POST is retried; the key makes the retry return the first result. */
  idempotencyKey?: string;
  /** Overrides the stored cart token (a confirmation after the cart was emptied). */
  token?: string;
  schema: S;
}

/** PaymentsPort over the commerce service's payment endpoints (docs/protocols.md), with ky. */
export function createHttpPayments(options: HttpPaymentsOptions): PaymentsPort {
  const provider = encodeURIComponent(options.providerPath ?? 'adyen');
  const retryLimit = options.retryLimit ?? 2;
  const api: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 10_000,
  });
  const retryDelay = (attempt: number) => Math.min(150 * 2 ** (attempt - 1), 1_000);

  function retryFor(call: Call<z.ZodType>): Options['retry'] {
    if (call.method === 'get') return { limit: retryLimit, delay: retryDelay };
    if (!call.idempotencyKey) return 0;
    return {
      limit: retryLimit,
      methods: ['post'],
      retryOnTimeout: true,
      delay: retryDelay,
      // A twin of this request still in flight will finish; asking again then returns its result.
      shouldRetry: async ({ error }) => {
        if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
        const body = (await error.response
          .clone()
          .json()
          .catch(() => undefined)) as { error?: { code?: string } } | undefined;
        return body?.error?.code === 'IDEMPOTENCY_IN_FLIGHT';
      },
    };
  }

  async function send<S extends z.ZodType>(call: Call<S>, scope: CartScope): Promise<Result<z.infer<S>, PaymentsError>> {
    const token = call.token ?? options.tokens.read(scope.region);
    if (!token) return err(domainError('UNAUTHORIZED', MESSAGES.cartTokenMissing));
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    let body: unknown;
    try {
      body = await api(call.path, {
        method: call.method,
        headers,
        retry: retryFor(call),
        ...(call.json === undefined ? {} : { json: call.json }),
      }).json();
    } catch (error) {
      if (error instanceof HTTPError) {
        const answer = await error.response.json().catch(() => undefined);
        const mapped = toPaymentsError(error.response.status, answer);
        // A closed or unknown cart drops its token, like the cart adapter's reset signal.
        if (mapped.code === 'CART_RESET') options.tokens.clear(scope.region);
        return err(mapped);
      }
      if (error instanceof TimeoutError) return err(domainError('UPSTREAM_UNAVAILABLE', 'The commerce service timed out', error));
      return err(domainError('UPSTREAM_UNAVAILABLE', 'The commerce service is unreachable', error));
    }
    const failedReason = (body as { failedReason?: unknown } | null)?.failedReason;
    if (typeof failedReason === 'string') return err(domainError('PAYMENT_REFUSED', failedReason));
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', `Unexpected answer from ${call.path}`, parsed.error));
    return ok(parsed.data);
  }

  const run = <S extends z.ZodType>(call: Call<S>, scope: CartScope) => new ResultAsync(send(call, scope));

  return {
    listPaymentMethods(request, scope) {
      return run(
        { method: 'post', path: `payments/${provider}/paymentmethods`, json: request, schema: PaymentMethodsAnswerSchema },
        scope,
      ).map((answer) => answer.paymentMethods);
    },

    createOrder(request, scope) {
      const { idempotencyKey, ...body } = request;
      return run(
        { method: 'post', path: `carts/${provider}/orders`, json: body, idempotencyKey, schema: CreateOrderAnswerSchema },
        scope,
      ).map((answer) => ({ order: answer.order, session: answer.paymentSession }));
    },

    submitPayment(request, scope) {
      const { idempotencyKey, ...body } = request;
      return run(
        { method: 'post', path: `payments/${provider}/payments`, json: body, idempotencyKey, schema: PaymentAnswerSchema },
        scope,
      ).map(toPaymentOutcome);
    },

    submitDetails(request, scope) {
      const body = { orderId: request.orderId, details: { redirectResult: request.redirectResult } };
      return run({ method: 'post', path: `payments/${provider}/payments/details`, json: body, schema: PaymentAnswerSchema }, scope).map(
        toPaymentOutcome,
      );
    },

    confirmOrder(orderId, scope, token): ResultAsync<Order, PaymentsError> {
      const path = `payments/${provider}/orders/${encodeURIComponent(orderId)}/confirmation`;
      return run({ method: 'get', path, schema: ConfirmationAnswerSchema, ...(token ? { token } : {}) }, scope).map(
        (answer) => answer.order,
      );
    },
  };
}
