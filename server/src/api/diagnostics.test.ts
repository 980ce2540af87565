import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ catalogueSize: 20, limits: { diagnostics: { burst: 8, perSecond: 0.001 } } });
});
afterAll(() => api.close());

const report = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/diagnostics/log`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /api/diagnostics/log', () => {
  it('§7 writes the report to the JSON log with the code prefixed by the service, answering 202 at once', async () => {
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
    expect(line).toMatchObject({
      level: 'error',
      requestId: 'test',
      data: { source: 'client', service: 'cart', code: 'cart:error_fetch_cart', data: { status: 503 } },
    });
    await report({ message: 'already prefixed', code: 'search:x', level: 'info', service: 'search' });
    expect(api.logs.find((l) => l.message === 'already prefixed')).toMatchObject({ level: 'info', data: { code: 'search:x' } });
  });

  it('§7 a bad level, missing fields, a code with spaces or an oversized body are 4xx and not logged', async () => {
    const before = api.logs.length;
    for (const body of [
      { message: 'x', code: 'c', level: 'debug', service: 's' },
      { code: 'c', level: 'info', service: 's' },
      { message: 'x', code: 'a b', level: 'info', service: 's' },
      { message: 'x', code: 'c', level: 'info', service: '' },
    ]) {
      expect((await report(body)).status).toBe(400);
    }
    expect((await report({ message: 'x'.repeat(20_000), code: 'c', level: 'info', service: 's' })).status).toBe(413);
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
