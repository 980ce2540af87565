import type { Context, Env, ErrorHandler, Hono, MiddlewareHandler, NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonDepthOf } from './json-depth.js';

/** What the JSON services share on top of Hono: errors as `{ error: { code, message } }`, JSON bodies, body limits. */

/** An answer a service gives on purpose, with its status and code. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** As the shop server: no real request of the services nests this deep; a deeper one is refused unparsed. */
const MAX_JSON_DEPTH = 32;

/**
 * A JSON body: empty is undefined, malformed or nested deeper than MAX_JSON_DEPTH is 400 INVALID_JSON. Its size is
 * limited by `limitBody` before.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length === 0) return undefined;
  if (jsonDepthOf(text) > MAX_JSON_DEPTH) throw new HttpError(400, 'INVALID_JSON', `Body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'Body is not valid JSON');
  }
}

/**
 * Refuses a body over `maxSize` bytes with 413, whether or not Content-Length says so; the error is thrown, so the
 * service's own error handler gives it the service's shape (by default an HttpError PAYLOAD_TOO_LARGE).
 */
export function limitBody(maxSize: number, tooLarge: (message: string) => Error = (m) => new HttpError(413, 'PAYLOAD_TOO_LARGE', m)) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(`Body larger than ${maxSize} bytes`);
    },
  });
}

/** Hono's onError: HttpErrors as they are, Hono's own refusals as BAD_REQUEST, anything else a 500 without a stack. */
export function answerJsonError(onUnexpected?: (error: unknown) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody('BAD_REQUEST', error.message), error.status);
    onUnexpected?.(error);
    return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
  };
}

export const answerNotFound: NotFoundHandler = (c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404);

/** A known path asked with another method is 405 METHOD_NOT_ALLOWED, not 404. Call after the last route. */
export function refuseOtherMethods<E extends Env>(app: Hono<E>): void {
  const paths = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => route.path));
  const refuse: MiddlewareHandler<E> = (c) => {
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Method ${c.req.method} not allowed`);
  };
  for (const path of paths) app.all(path, refuse);
}
