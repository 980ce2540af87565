import type { z } from 'zod';
import {
  type PaymentDetailsRequest,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  PaymentMethodsResponseSchema,
  type PaymentRequest,
  type PaymentResponse,
  PaymentResponseSchema,
  type PaypalUpdateOrderRequest,
  type PaypalUpdateOrderResponse,
  PaypalUpdateOrderResponseSchema,
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

  async function post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    headers: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': options.apiKey, ...headers },
      body: JSON.stringify(body),
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

  return {
    paymentMethods(request: WithoutMerchant<PaymentMethodsRequest>): Promise<PaymentMethodsResponse> {
      return post('/v71/paymentMethods', { ...request, merchantAccount: options.merchantAccount }, PaymentMethodsResponseSchema);
    },
    /** The same `idempotencyKey` (≤ 64 chars) never charges twice. */
    payments(request: WithoutMerchant<PaymentRequest>, idempotencyKey: string): Promise<PaymentResponse> {
      return post('/v71/payments', { ...request, merchantAccount: options.merchantAccount }, PaymentResponseSchema, {
        'idempotency-key': idempotencyKey,
      });
    },
    paymentDetails(request: PaymentDetailsRequest): Promise<PaymentResponse> {
      return post('/v71/payments/details', request, PaymentResponseSchema);
    },
    paypalUpdateOrder(request: PaypalUpdateOrderRequest): Promise<PaypalUpdateOrderResponse> {
      return post('/v71/paypal/updateOrder', request, PaypalUpdateOrderResponseSchema);
    },
  };
}
export type ProviderClient = ReturnType<typeof createProviderClient>;
