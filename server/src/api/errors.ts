import type { DomainError, ErrorCode } from '@sockshop/core/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ShopEnv } from '../request-context.js';

/** Every code the shop's own API answers with; a code outside this list cannot be thrown or sent. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_INPUT',
  'INVALID_JSON',
  'INVALID_EMAIL',
  'INVALID_SIGNATURE',
  'FORBIDDEN_ORIGIN',
  'PREVIEW_TOKEN_INVALID',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SEARCH_UNAVAILABLE',
  'CONTENT_UNAVAILABLE',
  'NEWSLETTER_UNAVAILABLE',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The status of each code: a new code does not compile until it has one, and a code never travels with two. */
export const API_STATUS = {
  BAD_REQUEST: 400,
  INVALID_INPUT: 400,
  INVALID_JSON: 400,
  INVALID_EMAIL: 400,
  INVALID_SIGNATURE: 401,
  FORBIDDEN_ORIGIN: 403,
  PREVIEW_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SEARCH_UNAVAILABLE: 503,
  CONTENT_UNAVAILABLE: 503,
  NEWSLETTER_UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

/** An answer the API gives on purpose: `{ error: { code, message } }` with the code's status. */
export class ApiError extends HTTPException {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(API_STATUS[code], { message });
  }
}

/** The JSON body of every error answer, inside Hono or in front of it. */
export const errorBody = (code: ApiErrorCode, message: string) => ({ error: { code, message } });

/**
 * A port's error as the API's answer, through a table naming the API code for each code the port may return. The
 * shopper's own mistakes (4xx) keep the port's message; a service that fails answers `unavailable`, never its own words.
 */
export function portHttpError<C extends ErrorCode>(error: DomainError<C>, codes: Record<C, ApiErrorCode>, unavailable: string): ApiError {
  const code = codes[error.code];
  return new ApiError(code, API_STATUS[code] >= 500 ? unavailable : error.message);
}

/**
 * Hono's onError: ApiErrors as JSON; another HTTPException (a Hono middleware's refusal) keeps its own 4xx status under
 * BAD_REQUEST; anything else is logged and answered 500 without a stack trace.
 */
export function answerError(error: Error, c: Context<ShopEnv>): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof HTTPException && error.status < 500) return c.json(errorBody('BAD_REQUEST', error.message), error.status);
  c.get('log').error('request failed', { error, path: c.req.path });
  return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
}
