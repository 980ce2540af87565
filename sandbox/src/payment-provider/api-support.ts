import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { HttpError, limitBody, readJson } from '../http/json-api.js';
import { type createIdempotencyStore, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency.js';
import { ProviderApiError } from './provider-error.js';

/** Adyen's error body shape. */
export function answerProviderError(c: Context, error: ProviderApiError): Response {
  const body = { status: error.status, errorCode: error.errorCode, message: error.message, errorType: error.errorType };
  return c.json(body, error.status as ContentfulStatusCode);
}

/** The API's JSON bodies: at most 64 KB, or 413 with Adyen's errorCode 702. */
export const apiBodyLimit = limitBody(64 * 1024, (message) => new ProviderApiError(413, '702', message));

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch (error) {
    if (error instanceof HttpError) throw new ProviderApiError(error.status, '010', error.message);
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderApiError(400, '702', `Invalid field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** X-API-Key (compared in constant time) and the merchant account every request names. */
export function createApiGuards(deps: { apiKey: string; merchantAccount: string }) {
  return {
    authenticate(c: Context): void {
      if (!sameSecret(c.req.header('x-api-key'), deps.apiKey)) {
        throw new ProviderApiError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
      }
    },
    checkMerchant(merchantAccount: string): void {
      if (merchantAccount !== deps.merchantAccount) throw new ProviderApiError(403, '901', 'Invalid Merchant Account', 'security');
    },
  };
}

export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)) {
    throw new ProviderApiError(400, '702', `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return key;
}

/**
 * Answers `run()`'s result; with a key, a repeat answers the first result (header `idempotent-replay: true`) and
 * a repeat in flight 409 '704'. A failed attempt frees the key for a corrected request.
 */
export async function answerIdempotently<T>(
  c: Context,
  store: ReturnType<typeof createIdempotencyStore<T>>,
  key: string | undefined,
  status: 200 | 201,
  run: () => T | Promise<T>,
): Promise<Response> {
  if (key === undefined) return c.json(await run(), status);
  const state = store.begin(key);
  if (state.kind === 'done') return c.json(state.value, status, { 'idempotent-replay': 'true' });
  if (state.kind === 'in-flight') throw new ProviderApiError(409, '704', 'Request already processed or in progress');
  try {
    const result = await run();
    store.finish(key, result);
    return c.json(result, status);
  } catch (error) {
    store.release(key);
    throw error;
  }
}
