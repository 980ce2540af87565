import type { CatalogError } from '@sockshop/core/ports';
import { type ApiError, type ApiErrorCode, portHttpError } from './errors.js';

// Not-found and bad input keep the spec's own messages (404, 400); a search service that is down, slow, refusing or
// answering nonsense is one clear 503, never a crash or a stack trace.
export const CATALOG_ANSWERS = {
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'INVALID_INPUT',
  RATE_LIMITED: 'SEARCH_UNAVAILABLE',
  UPSTREAM_UNAVAILABLE: 'SEARCH_UNAVAILABLE',
  UPSTREAM_CONTRACT: 'SEARCH_UNAVAILABLE',
} as const satisfies Record<CatalogError['code'], ApiErrorCode>;

/** A catalog failure as the API's answer. */
export const catalogHttpError = (error: CatalogError): ApiError =>
  portHttpError(error, CATALOG_ANSWERS, 'Search is unavailable right now, please try again shortly');
