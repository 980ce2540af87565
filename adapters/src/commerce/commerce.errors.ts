import { toCommerceError } from '@sockshop/core/cart';
import { domainError } from '@sockshop/core/errors';
import type { CommerceError } from '@sockshop/core/ports';
import { HTTPError, TimeoutError } from 'ky';

/**
 * A failed cart call as the commerce port's error: coded bodies go through core's mapping (the reset
 * codes become CART_RESET, the tax error renames its fields), the rest falls back on the status.
 */
export async function toHttpCommerceError(error: unknown): Promise<CommerceError> {
  if (error instanceof TimeoutError) return domainError('UPSTREAM_UNAVAILABLE', 'The commerce service timed out');
  if (!(error instanceof HTTPError)) {
    if (error instanceof SyntaxError) return domainError('UPSTREAM_CONTRACT', 'The commerce service answered with invalid JSON', error);
    return domainError('UPSTREAM_UNAVAILABLE', 'The commerce service is unreachable', error);
  }
  const status = error.response.status;
  const body = (await error.response.json().catch(() => undefined)) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = body?.error?.code;
  const message = typeof body?.error?.message === 'string' ? body.error.message : `Commerce service answered ${status}`;
  if (status === 429) return domainError('RATE_LIMITED', message, { status });
  // Request-level refusals of the HTTP kit (malformed JSON, oversized body) are our input.
  if (code === 'INVALID_JSON' || code === 'PAYLOAD_TOO_LARGE') return domainError('INVALID_INPUT', message, { status, code });
  if (typeof code === 'string') return toCommerceError(code, message);
  if (status >= 500) return domainError('UPSTREAM_UNAVAILABLE', message, { status });
  return domainError('UPSTREAM_CONTRACT', `Unexpected answer ${status} from the commerce service`, { status });
}
