import { type ApiHarness, HARNESS_ORIGIN, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ catalogueSize: 20 });
});
afterAll(() => api.close());

describe('closed CORS on the own API', () => {
  it('a preflight from another origin is refused (403) and never gets Access-Control-Allow-Origin', async () => {
    const response = await fetch(`${api.url}/api/newsletter`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('POSTs from another origin are refused; the own origin is accepted', async () => {
    const body = JSON.stringify({ query: 'sock' });
    const foreign = await fetch(`${api.url}/search/suggest`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
    });
    expect(foreign.status).toBe(403);
    const own = await fetch(`${api.url}/search/suggest`, {
      method: 'POST',
      headers: { origin: HARNESS_ORIGIN, 'content-type': 'application/json' },
      body,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a GET with a foreign Origin is answered but without CORS headers, so a browser cannot read it', async () => {
    const response = await fetch(`${api.url}/api/eurocon`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('unknown API paths are 404 JSON and wrong methods 405 JSON, never a stack trace', async () => {
    const missing = await fetch(`${api.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const method = await fetch(`${api.url}/api/newsletter`);
    expect(method.status).toBe(405);
    const text = await (await fetch(`${api.url}/api/product/pdp/%E0%A4%A`)).text();
    expect(text).not.toMatch(/\.ts:\d+/);
  });
});
