import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppEnv } from '@sockshop/core/markets';
import { findStorefront, resolveMarket, type StorefrontCode } from '@sockshop/core/markets';
import type { CatalogScope } from '@sockshop/core/ports';
import type { z } from 'zod';
import { HttpError, readBody, readJson } from '../http/http-kit.js';
import type { JsonLogger } from '../logging/json-logger.js';

/** The helpers every own-API route shares: zod parsing into 400s, bodies by content type, the shopper's catalog scope. */

/** Parses with zod; bad input answers 400 with a short explanation (paths and zod's messages, never the input echoed back). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, code = 'INVALID_INPUT'): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new HttpError(400, code, message.slice(0, 300));
}

/** A query string as a plain object; a repeated parameter is refused rather than silently picking one. */
export function queryOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(out, key)) throw new HttpError(400, 'INVALID_INPUT', `Repeated query parameter ${key.slice(0, 40)}`);
    out[key] = value;
  }
  return out;
}

export function mediaTypeOf(req: IncomingMessage): string {
  return String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** A JSON body (415 for another media type, 413 beyond `limit`); an empty body reads as `{}`. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = mediaTypeOf(req);
  if (type !== 'application/json' && !(type === '' && Number(req.headers['content-length'] ?? 0) === 0)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
  }
  return (await readJson(req, limit)) ?? {};
}

/** An application/x-www-form-urlencoded body as a plain object (the no-JavaScript forms). */
export async function readFormBody(req: IncomingMessage, limit: number): Promise<Record<string, string>> {
  const body = await readBody(req, limit);
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body.toString('utf8'))) out[key] ??= value;
  return out;
}

/**
 * The catalog scope of a storefront: its tenant, and the currency of the shopper's market (the marketV2 cookie when it
 * belongs to the storefront, else the storefront's default market, spec §4).
 */
export function catalogScope(storefront: StorefrontCode, env: AppEnv, cookieCountry?: string | null): CatalogScope {
  const config = findStorefront(storefront, env);
  if (!config) throw new HttpError(400, 'INVALID_INPUT', `Unknown storefront ${storefront}`);
  const market = resolveMarket({ storefront, cookieCountry }, env);
  return { storefront, tenant: config.tenantKey, currency: market.currency.code };
}

export function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Answers 429 with Retry-After when the limiter refuses. */
export function enforce(allowed: boolean, res: ServerResponse): void {
  if (allowed) return;
  res.setHeader('retry-after', '1');
  throw new HttpError(429, 'RATE_LIMITED', 'Too many requests, please slow down');
}

export const NO_STORE = { 'cache-control': 'no-store' } as const;

/** The request's own logger (it carries the request id), set by the API router for the routes that log. */
export const requestLogs = new WeakMap<IncomingMessage, JsonLogger>();
