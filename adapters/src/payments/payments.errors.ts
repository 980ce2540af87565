import { toOrderError } from '@sockshop/core/cart';
import { domainError } from '@sockshop/core/errors';
import type { PaymentsError } from '@sockshop/core/ports';

/**
 * Maps an error answer of the commerce service (status and parsed body) to the payments port's errors. Coded bodies
 * go through core's order-error mapping (tax fields renamed); bodies without a code fall back on the status.
 */
export function toPaymentsError(status: number, body: unknown): PaymentsError {
  const record = (body ?? {}) as { error?: { code?: unknown; message?: unknown }; failedReason?: unknown };
  const code = record.error?.code;
  // A failedReason on the confirmation rejects; its code says why (refused, closed, too many attempts).
  if (typeof record.failedReason === 'string' && typeof code !== 'string') {
    return domainError('PAYMENT_REFUSED', record.failedReason, { status });
  }
  const message = typeof record.error?.message === 'string' ? record.error.message : `Commerce service answered ${status}`;
  if (status === 429) return domainError('RATE_LIMITED', message, { status });
  if (typeof code === 'string') return toOrderError(code, message);
  if (status >= 500) return domainError('UPSTREAM_UNAVAILABLE', message, { status });
  if (status === 401) return domainError('UNAUTHORIZED', message, { status });
  if (status === 404) return domainError('NOT_FOUND', message, { status });
  return domainError('UPSTREAM_CONTRACT', `Unexpected answer ${status} from the commerce service`, { status, body });
}
