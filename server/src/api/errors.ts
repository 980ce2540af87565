import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ShopEnv } from '../request-context.js';

/** An answer the API gives on purpose: `{ error: { code, message } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** Hono's onError: ApiErrors as JSON, anything else logged and answered 500 without a stack trace. */
export function answerError(error: Error, c: Context<ShopEnv>): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof HTTPException && error.status < 500) return c.json(errorBody('BAD_REQUEST', error.message), error.status);
  c.get('log').error('request failed', { error, path: c.req.path });
  return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
}
