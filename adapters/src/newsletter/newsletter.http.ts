import { domainError } from '@sockshop/core/errors';
import type { NewsletterError, NewsletterPort } from '@sockshop/core/ports';
import ky, { HTTPError, TimeoutError } from 'ky';
import { ResultAsync } from 'neverthrow';

export interface HttpNewsletterOptions {
  /** The provider's base URL, e.g. the newsletter sandbox's. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** The fetch the calls go through (the server's composition root hands in one that measures them). */
  fetch?: typeof globalThis.fetch;
}

/**
 * NewsletterPort over the provider's subscriber API: POST /v1/subscribers with a bearer key.
 * A sign-up is a write that the provider de-duplicates by email, so one retry on a 5xx or network error is safe.
 */
export function createHttpNewsletter(options: HttpNewsletterOptions): NewsletterPort {
  const api = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 3_000,
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504], retryOnTimeout: false, delay: () => 200 },
  });
  return {
    signUp({ email, store, countryCode, checkout }) {
      const json = { email, store, countryCode, source: checkout ? 'checkout' : 'form' };
      return ResultAsync.fromPromise(
        api.post('v1/subscribers', { json }).then(() => undefined),
        toNewsletterError,
      );
    },
  };
}

function toNewsletterError(error: unknown): NewsletterError {
  if (error instanceof TimeoutError) return domainError('UPSTREAM_UNAVAILABLE', 'Newsletter service timed out');
  if (!(error instanceof HTTPError)) return domainError('UPSTREAM_UNAVAILABLE', 'Newsletter service unreachable', error);
  const status = error.response.status;
  if (status === 400 || status === 422) return domainError('INVALID_INPUT', 'Newsletter service refused the sign-up', { status });
  if (status === 429) return domainError('RATE_LIMITED', 'Newsletter service rate limit reached', { status });
  return domainError('UPSTREAM_UNAVAILABLE', `Newsletter service answered ${status}`, { status });
}
