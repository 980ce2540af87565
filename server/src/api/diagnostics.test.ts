import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTS_PER_POST } from './diagnostics.js';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ catalogueSize: 20, limits: { diagnostics: { burst: 14, perSecond: 0.001 } } });
});
afterAll(() => api.close());

const report = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/diagnostics/log`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/diagnostics/log', () => {
  it('writes the report to the JSON log with the code prefixed by the service, answering 202 at once', async () => {
    const response = await report({
      message: 'Cart fetch failed',
      code: 'error_fetch_cart',
      data: { status: 503 },
      level: 'error',
      service: 'cart',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ success: true });
    const line = api.logs.find((l) => l.message === 'Cart fetch failed');
    // A browser's `error` is the shopper's trouble, not the server's: logged as warn, with the level it claimed.
    expect(line).toMatchObject({
      level: 'warn',
      requestId: 'test',
      data: { source: 'client', service: 'cart', code: 'cart:error_fetch_cart', reportedLevel: 'error', data: { status: 503 } },
    });
    await report({ message: 'already prefixed', code: 'search:x', level: 'info', service: 'search' });
    expect(api.logs.find((l) => l.message === 'already prefixed')).toMatchObject({ level: 'info', data: { code: 'search:x' } });
  });

  it('a bad level, missing fields, a code with spaces or an oversized body are 4xx and not logged', async () => {
    const before = api.logs.length;
    for (const body of [
      { message: 'x', code: 'c', level: 'debug', service: 's' },
      { code: 'c', level: 'info', service: 's' },
      { message: 'x', code: 'a b', level: 'info', service: 's' },
      { message: 'x', code: 'c', level: 'info', service: '' },
    ]) {
      expect((await report(body)).status).toBe(400);
    }
    expect((await report({ message: 'x'.repeat(60_000), code: 'c', level: 'info', service: 's' })).status).toBe(413);
    expect(api.logs.length).toBe(before);
  });

  it('a batch (the browser logger posts up to 20 reports at once) logs each report at its own level, error as warn', async () => {
    const response = await report([
      { message: 'batch error', code: 'cart:error_fetch_cart', level: 'error', service: 'cart', data: { status: 500 } },
      { message: 'batch info', code: 'cart_token_reset', level: 'info', service: 'cart' },
      { message: 'batch warn', code: 'error_newsletter', level: 'warn', service: 'newsletter' },
    ]);
    expect(response.status).toBe(202);
    expect(api.logs.find((l) => l.message === 'batch error')).toMatchObject({
      level: 'warn',
      data: { source: 'client', service: 'cart', code: 'cart:error_fetch_cart', data: { status: 500 } },
    });
    expect(api.logs.find((l) => l.message === 'batch info')).toMatchObject({ level: 'info', data: { code: 'cart:cart_token_reset' } });
    expect(api.logs.find((l) => l.message === 'batch warn')).toMatchObject({
      level: 'warn',
      data: { code: 'newsletter:error_newsletter' },
    });
  });

  it('an empty batch, one over 20 reports, or one bad report in a batch is 400 and nothing of it is logged', async () => {
    const before = api.logs.length;
    const one = { message: 'batched', code: 'c', level: 'info', service: 's' };
    expect((await report([])).status).toBe(400);
    expect((await report(Array.from({ length: MAX_REPORTS_PER_POST + 1 }, () => one))).status).toBe(400);
    expect((await report([one, { ...one, level: 'fatal' }])).status).toBe(400);
    expect(api.logs.length).toBe(before);
  });

  it('rate-limited per client address: 429 JSON beyond the burst', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await report({ message: `m${i}`, code: 'c', level: 'warn', service: 'ui' })).status);
    expect(statuses).toContain(429);
    const limited = await report({ message: 'late', code: 'c', level: 'warn', service: 'ui' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests, please slow down' } });
  });
});
