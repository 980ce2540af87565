import type { AppEnv } from '@sockshop/core/markets';
import { findStorefront, resolveMarket, type StorefrontCode } from '@sockshop/core/markets';
import type { CatalogScope } from '@sockshop/core/ports';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import { ApiError } from './errors.js';

/** The helpers every own-API route shares: zod parsing into 400s, bodies by content type, the shopper's catalog scope. */

/** Parses with zod; bad input answers 400 with a short explanation (paths and zod's messages, never the input echoed back). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ApiError('INVALID_INPUT', message.slice(0, 300));
}

/** The query string as a plain object; a repeated parameter is refused rather than silently picking one. */
export function queryOf(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) throw new ApiError('INVALID_INPUT', `Repeated query parameter ${key.slice(0, 40)}`);
    out[key] = values[0] ?? '';
  }
  return out;
}

export const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Refuses a body over `maxSize` bytes (413, unless `tooLarge` answers otherwise), whether or not Content-Length says so. */
export const limitBody = (maxSize: number, tooLarge?: (c: Context) => Response | undefined): MiddlewareHandler => {
  const onError = (c: Context) => {
    const answer = tooLarge?.(c);
    if (answer) return answer;
    throw new ApiError('PAYLOAD_TOO_LARGE', `Body larger than ${maxSize} bytes`);
  };
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    // A declared length is what Node's parser holds the body to, and all that Hono's bodyLimit checks then; deciding here
    // spares it touching `c.req.raw.body`, which turns @hono/node-server's light request into a full web Request with a
    // stream (a fifth of a small POST's CPU). Chunked bodies are still counted as they stream.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) return onError(c);
      return next();
    }
    return streamed(c, next);
  };
};

/** No own-API body nests deeper than a few levels; a bound keeps recursive validation far from the stack's limit. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body any route reads, whatever its own `limitBody` (which refuses earlier, while streaming). */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * A JSON body (415 for another media type, 400 when malformed or nested deeper than MAX_JSON_DEPTH, 413 over
 * MAX_JSON_BYTES); an empty body reads as `{}`.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = mediaTypeOf(c);
  if (type !== 'application/json' && !(type === '' && Number(c.req.header('content-length') ?? 0) === 0)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
  }
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BYTES) tooLargeJson();
  const text = await c.req.text();
  if (text === '') return {};
  if (text.length > MAX_JSON_BYTES) tooLargeJson();
  if (jsonDepthOf(text) > MAX_JSON_DEPTH) throw new ApiError('INVALID_JSON', `Body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('INVALID_JSON', 'Body is not valid JSON');
  }
}

function tooLargeJson(): never {
  throw new ApiError('PAYLOAD_TOO_LARGE', `Body larger than ${MAX_JSON_BYTES} bytes`);
}

/** The deepest nesting of arrays and objects in JSON text, brackets inside strings not counted (one pass, no parsing). */
export function jsonDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** An application/x-www-form-urlencoded body as a plain object (the no-JavaScript forms); the first of a repeated field. */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await c.req.text())) out[key] ??= value;
  return out;
}

/**
 * The catalog scope of a storefront: its catalogue in the currency of the shopper's market (the marketV2 cookie when it
 * belongs to the storefront, else the storefront's default market).
 */
export function catalogScope(storefront: StorefrontCode, env: AppEnv, c?: Context): CatalogScope {
  const config = findStorefront(storefront, env);
  if (!config) throw new ApiError('INVALID_INPUT', `Unknown storefront ${storefront}`);
  const market = resolveMarket({ storefront, cookieCountry: c ? getCookie(c, 'marketV2') : undefined }, env);
  return { storefront, currency: market.currency.code };
}

export const NO_STORE = { 'cache-control': 'no-store' } as const;
