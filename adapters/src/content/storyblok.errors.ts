import { domainError, MESSAGES } from '@sockshop/core/errors';
import type { PageError } from '@sockshop/core/ports';

/** What storyblok-js-client rejects with: `{ message, status, response }` for HTTP errors, `{ message }` for network and timeout. */
interface ClientError {
  message?: string;
  status?: number;
}

const isClientError = (error: unknown): error is ClientError => typeof error === 'object' && error !== null && 'message' in error;

/** Maps a rejected client call to the port's error codes ('Story not found'). */
export function toPageError(error: unknown): PageError {
  // The client throws real Errors only while walking an answer it could not read (e.g. `stories` not a list).
  if (error instanceof Error) return domainError('UPSTREAM_CONTRACT', `Malformed answer from the content service: ${error.message}`, error);
  if (!isClientError(error)) return domainError('UPSTREAM_UNAVAILABLE', 'Content service failed', error);
  const message = String(error.message ?? '');
  switch (error.status) {
    case undefined:
      if (/JSON/i.test(message)) return domainError('UPSTREAM_CONTRACT', `Malformed answer from the content service: ${message}`);
      return domainError('UPSTREAM_UNAVAILABLE', `Content service unreachable: ${message}`);
    case 404:
      return domainError('NOT_FOUND', MESSAGES.storyNotFound);
    case 429:
      return domainError('RATE_LIMITED', 'Content service rate limit exceeded after retries');
    default:
      return domainError('UPSTREAM_UNAVAILABLE', `Content service answered ${error.status}: ${message}`);
  }
}

export const contractError = (what: string, detail: string): PageError =>
  domainError('UPSTREAM_CONTRACT', `Malformed ${what} from the content service: ${detail}`);
