import type { CatalogError } from '@sockshop/core/ports';
import { ApiError } from './errors.js';

/**
 * A catalog failure as the API's answer: the spec's own messages for not-found and bad input (404, 400), and one clear
 * message when the search service is down, slow or answering nonsense (503, never a crash or a stack trace).
 */
export function catalogHttpError(error: CatalogError): ApiError {
  switch (error.code) {
    case 'NOT_FOUND':
      return new ApiError(404, 'NOT_FOUND', error.message);
    case 'INVALID_INPUT':
      return new ApiError(400, 'INVALID_INPUT', error.message);
    default:
      return new ApiError(503, 'SEARCH_UNAVAILABLE', 'Search is unavailable right now, please try again shortly');
  }
}
