import type { ResultAsync } from 'neverthrow';
import type { DomainError, ErrorCode } from '../errors.js';
import type { CountryCode, StorefrontCode } from '../markets/codes.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';

export const NEWSLETTER_ERROR_CODES = ['INVALID_INPUT', ...BACKEND_FAILURE_CODES] as const satisfies readonly ErrorCode[];
export type NewsletterError = DomainError<(typeof NEWSLETTER_ERROR_CODES)[number]>;

/** POST /api/newsletter: the storefront, the market country, and whether it came from checkout. */
export interface NewsletterSignUp {
  email: string;
  store: StorefrontCode;
  countryCode: CountryCode;
  checkout: boolean;
}

/** The newsletter provider; signing up twice with one email is not an error (the provider keeps one subscriber). */
export interface NewsletterPort {
  signUp(signUp: NewsletterSignUp): ResultAsync<void, NewsletterError>;
}
