import type { z } from 'zod';
import {
  type Amount,
  type ModificationResponse,
  ModificationResponseSchema,
  type PaymentDetailsRequest,
  type PaymentDetailsResponse,
  PaymentDetailsResponseSchema,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  PaymentMethodsResponseSchema,
  type PaymentRequest,
  type PaymentResponse,
  PaymentResponseSchema,
  PaymentsOfResponseSchema,
  type PaypalUpdateOrderRequest,
  type PaypalUpdateOrderResponse,
  PaypalUpdateOrderResponseSchema,
  type ProviderPaymentStatus,
} from './provider.schema.js';

/** A non-2xx answer from the provider; `body` is the parsed JSON when there was some, else the text. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Payment provider answered ${status}`);
    this.name = 'ProviderHttpError';
  }
}

export interface ProviderClientOptions {
  url: string;
  apiKey: string;
  merchantAccount: string;
  timeoutMs?: number;
}

type WithoutMerchant<T> = Omit<T, 'merchantAccount'>;

/** Server-side client of the provider's /v71 API; the merchant account is added to every request that carries one. */
export function createProviderClient(options: ProviderClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    headers: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        'x-api-key': options.apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      // keep the text: an error page is still worth reporting
    }
    if (!response.ok) throw new ProviderHttpError(response.status, json);
    return schema.parse(json);
  }
  const keyed = (idempotencyKey?: string): Record<string, string> => (idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});

  return {
    paymentMethods(request: WithoutMerchant<PaymentMethodsRequest>): Promise<PaymentMethodsResponse> {
      return call('/v71/paymentMethods', { ...request, merchantAccount: options.merchantAccount }, PaymentMethodsResponseSchema);
    },
    /** The same `idempotencyKey` (≤ 64 chars) never charges twice. */
    payments(request: WithoutMerchant<PaymentRequest>, idempotencyKey: string): Promise<PaymentResponse> {
      return call('/v71/payments', { ...request, merchantAccount: options.merchantAccount }, PaymentResponseSchema, {
        'idempotency-key': idempotencyKey,
      });
    },
    /** The answer always names the payment's merchantReference and amount: check them against the order. */
    paymentDetails(request: PaymentDetailsRequest): Promise<PaymentDetailsResponse> {
      return call('/v71/payments/details', request, PaymentDetailsResponseSchema);
    },
    paypalUpdateOrder(request: PaypalUpdateOrderRequest): Promise<PaypalUpdateOrderResponse> {
      return call('/v71/paypal/updateOrder', request, PaypalUpdateOrderResponseSchema);
    },
    /** Cancels an authorisation; a CANCELLATION webhook confirms it. A repeat answers the first result. */
    cancel(paymentPspReference: string, request: { reference: string }, idempotencyKey?: string): Promise<ModificationResponse> {
      const path = `/v71/payments/${encodeURIComponent(paymentPspReference)}/cancels`;
      return call(path, { ...request, merchantAccount: options.merchantAccount }, ModificationResponseSchema, keyed(idempotencyKey));
    },
    /** Refunds the whole amount (the provider refuses any other with errorCode '137'); a REFUND webhook confirms it. */
    refund(
      paymentPspReference: string,
      request: { reference: string; amount: Amount },
      idempotencyKey?: string,
    ): Promise<ModificationResponse> {
      const path = `/v71/payments/${encodeURIComponent(paymentPspReference)}/refunds`;
      return call(path, { ...request, merchantAccount: options.merchantAccount }, ModificationResponseSchema, keyed(idempotencyKey));
    },
    /** The provider's payments for one order, oldest first (the sandbox's status lookup, for reconciliation). */
    async paymentsOf(merchantReference: string): Promise<ProviderPaymentStatus[]> {
      const query = new URLSearchParams({ merchantReference });
      return (await call(`/v71/payments?${query}`, undefined, PaymentsOfResponseSchema)).payments;
    },
  };
}
export type ProviderClient = ReturnType<typeof createProviderClient>;
