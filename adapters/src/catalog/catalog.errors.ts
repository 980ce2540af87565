import { domainError } from '@sockshop/core/errors';
import type { CatalogError } from '@sockshop/core/ports';
import { HTTPError, TimeoutError } from 'ky';

/** What the caller wants said for a 404, in the spec's words ('Product not found: {sku}', 'No recommendations found'). */
export type NotFoundMessage = (serviceMessage: string) => string;

/** Maps a failed call to the search service onto the catalog port's error codes (messages where they exist). */
export async function toCatalogError(error: unknown, notFound?: NotFoundMessage): Promise<CatalogError> {
  if (error instanceof TimeoutError) return domainError('UPSTREAM_UNAVAILABLE', 'Search service timed out', { cause: error.message });
  if (!(error instanceof HTTPError)) {
    if (error instanceof SyntaxError) return domainError('UPSTREAM_CONTRACT', 'Search service answered with invalid JSON', error);
    return domainError('UPSTREAM_UNAVAILABLE', 'Search service unreachable', error);
  }
  const status = error.response.status;
  const body = (await error.response.json().catch(() => undefined)) as { error?: { message?: unknown } } | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : `Search service answered ${status}`;
  if (status === 404) return domainError('NOT_FOUND', notFound ? notFound(message) : message, { status, message });
  if (status === 400 || status === 422) return domainError('INVALID_INPUT', message, { status });
  if (status === 429) return domainError('RATE_LIMITED', 'Search service rate limit reached', { status });
  // A refused token is our configuration, not the shopper's doing: the service is unusable for us.
  return domainError('UPSTREAM_UNAVAILABLE', message, { status });
}
