import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api/errors.js';
import type { ShopEnv } from './request-context.js';

/**
 * Control characters and the two Unicode line separators. No page's path holds one, and React Router's route patterns
 * cannot match a line break (their `.` stops at it), so such a path reached no route and React Router printed the
 * "no route matches" error with its stack on every request.
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029]/u;

/** A path whose escapes do not decode (`%E0%A4%A`, a lone `%`) or decode to an unprintable character (`%0a`). */
export function isMalformedPath(pathname: string): boolean {
  try {
    return UNPRINTABLE.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** The part of a malformed path the log keeps: enough to find the link that sent it. */
const LOGGED_PATH_LENGTH = 200;

const BAD_REQUEST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bad request</title></head>
<body><h1>This address is not valid</h1><p>It has characters no page of the shop has.</p><p><a href="/">Go to the shop</a></p></body></html>
`;

/**
 * Answers a malformed path with 400 before anything routes it: a small page to a browser, the API's JSON error to
 * anything else, and one info line in the log (the path cut to 200 characters), never a stack.
 */
export function refuseMalformedPaths(): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!isMalformedPath(path)) return next();
    c.get('log').info('malformed URL refused', { path: path.slice(0, LOGGED_PATH_LENGTH), status: 400 });
    if (!(c.req.header('accept') ?? '').includes('text/html')) throw new ApiError('INVALID_INPUT', 'Malformed path');
    return c.html(BAD_REQUEST_PAGE, 400, { 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" });
  };
}
