import { domainError } from '@sockshop/core/errors';
import type { PaymentsError } from '@sockshop/core/ports';

/** The commerce service's error codes on its payment endpoints (spec §8 and the payments protocol). */
const SERVICE_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  CART_NOT_FOUND: 'CART_RESET',
  CART_CLOSED: 'CART_RESET',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  warehouse_error: 'OUT_OF_STOCK',
  MISSING_PRODUCTS: 'INVALID_INPUT',
  quantity_request_upper_limit: 'INVALID_INPUT',
  MISSING_SHIPPING_OPTION_ERROR: 'MISSING_SHIPPING_OPTION',
  TAX_JAR_ERROR: 'TAX_ADDRESS',
  INVALID_INPUT: 'INVALID_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  IDEMPOTENCY_IN_FLIGHT: 'CONFLICT',
  ORDER_ALREADY_PAID: 'CONFLICT',
  PAYMENT_FAILED: 'PAYMENT_REFUSED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  PAYMENTS_NOT_CONFIGURED: 'UPSTREAM_UNAVAILABLE',
} as const satisfies Record<string, PaymentsError['code']>;
type ServiceCode = keyof typeof SERVICE_CODES;

const isServiceCode = (code: unknown): code is ServiceCode => typeof code === 'string' && Object.hasOwn(SERVICE_CODES, code);

/** spec §8: the tax error's message has to_zip and to_state renamed to zip and state for the shopper. */
export function renameTaxFields(message: string): string {
  return message.replace(/\bto_(zip|state)\b/g, '$1');
}

/** Maps an error answer of the commerce service (status and parsed body) to the payments port's errors. */
export function toPaymentsError(status: number, body: unknown): PaymentsError {
  const record = (body ?? {}) as { error?: { code?: unknown; message?: unknown }; failedReason?: unknown };
  // spec §7: a failedReason on the confirmation rejects.
  if (typeof record.failedReason === 'string') return domainError('PAYMENT_REFUSED', record.failedReason, { status });
  const code = record.error?.code;
  const message = typeof record.error?.message === 'string' ? record.error.message : `Commerce service answered ${status}`;
  if (isServiceCode(code)) {
    const mapped = SERVICE_CODES[code];
    return domainError(mapped, mapped === 'TAX_ADDRESS' ? renameTaxFields(message) : message, { status, code });
  }
  if (status === 429) return domainError('RATE_LIMITED', message, { status });
  if (status >= 500) return domainError('UPSTREAM_UNAVAILABLE', message, { status });
  if (status === 401) return domainError('UNAUTHORIZED', message, { status });
  if (status === 404) return domainError('NOT_FOUND', message, { status });
  return domainError('UPSTREAM_CONTRACT', `Unexpected answer ${status} from the commerce service`, { status, body });
}
