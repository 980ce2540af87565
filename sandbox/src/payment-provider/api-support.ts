import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { HttpError, readJson, sendJson } from '../http/http-kit.js';
import { type createIdempotencyStore, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency.js';
import { ProviderApiError } from './provider-error.js';

/** Adyen's error body shape. */
export function sendProviderError(res: ServerResponse, error: ProviderApiError): void {
  sendJson(res, error.status, { status: error.status, errorCode: error.errorCode, message: error.message, errorType: error.errorType });
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function parseBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (error) {
    if (error instanceof HttpError) throw new ProviderApiError(error.status, error.status === 413 ? '702' : '010', error.message);
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
    authenticate(req: IncomingMessage): void {
      const key = req.headers['x-api-key'];
      if (!sameSecret(typeof key === 'string' ? key : undefined, deps.apiKey)) {
        throw new ProviderApiError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
      }
    },
    checkMerchant(merchantAccount: string): void {
      if (merchantAccount !== deps.merchantAccount) throw new ProviderApiError(403, '901', 'Invalid Merchant Account', 'security');
    },
  };
}

export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers['idempotency-key'];
  const key = typeof header === 'string' ? header : undefined;
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
  res: ServerResponse,
  store: ReturnType<typeof createIdempotencyStore<T>>,
  key: string | undefined,
  status: number,
  run: () => T | Promise<T>,
): Promise<void> {
  if (key === undefined) return sendJson(res, status, await run());
  const state = store.begin(key);
  if (state.kind === 'done') return sendJson(res, status, state.value, { 'idempotent-replay': 'true' });
  if (state.kind === 'in-flight') throw new ProviderApiError(409, '704', 'Request already processed or in progress');
  try {
    const result = await run();
    store.finish(key, result);
    sendJson(res, status, result);
  } catch (error) {
    store.release(key);
    throw error;
  }
}
