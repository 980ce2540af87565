import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
});
afterAll(() => api.close());

const get = (path: string) => fetch(`${api.url}${path}`);

describe('GET /api/country-code', () => {
  it('answers the market of a lower-case country of this environment', async () => {
    const response = await get('/api/country-code?country-code=at&cv=1700000000');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(await response.json()).toMatchObject({
      countryCode: 'AT',
      storefront: 'at',
      currency: 'EUR',
      language: 'de',
      htmlLocale: 'de-AT',
      marketType: 'focus',
    });
  });

  it('umbrella countries answer their umbrella storefront', async () => {
    expect(await (await get('/api/country-code?country-code=se')).json()).toMatchObject({
      countryCode: 'SE',
      storefront: 'eu',
      currency: 'SEK',
    });
    expect(await (await get('/api/country-code?country-code=jp')).json()).toMatchObject({ storefront: 'gl', isFocusMarket: false });
  });

  it('an unknown country is 404 with the spec message; au (external) is not a market', async () => {
    for (const code of ['zz', 'au']) {
      const response = await get(`/api/country-code?country-code=${code}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Invalid country code passed' } });
    }
  });

  it('a missing, upper-case or malformed code is 400 JSON', async () => {
    for (const query of ['', '?country-code=DE', '?country-code=deu', '?country-code=d%20', '?country-code=de&country-code=at']) {
      const response = await get(`/api/country-code${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('INVALID_INPUT');
      expect(body.error.message).not.toMatch(/at .*\.ts/);
    }
  });
});

describe('GET /api/eurocon', () => {
  it('maps currencies to their rate against EUR from the rate source, cacheable', async () => {
    const response = await get('/api/eurocon');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=3600/);
    expect(response.headers.get('x-rates-source')).toBe('live');
    const rates = (await response.json()) as Record<string, number>;
    expect(rates.EUR).toBe(1);
    expect(rates.GBP).toBe(0.8571);
    expect(rates.JPY).toBe(161.42);
  });

  it('serves the last good rates when the source fails, and the fallback rates when there never were any', async () => {
    api.rates.faults.inject({ status: 500 }, Number.POSITIVE_INFINITY);
    api.clock.advance(2 * 60 * 60 * 1000);
    const stale = await get('/api/eurocon');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-rates-source')).toBe('stale');
    expect(((await stale.json()) as Record<string, number>).GBP).toBe(0.8571);
    api.rates.faults.clear();

    const fresh = await startApiHarness();
    try {
      fresh.rates.faults.inject({ status: 503 }, Number.POSITIVE_INFINITY);
      const fallback = await fetch(`${fresh.url}/api/eurocon`);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get('x-rates-source')).toBe('fallback');
      expect(fallback.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await fallback.json()).toMatchObject({ EUR: 1, GBP: 0.86, CHF: 0.95, JPY: 160 });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/build', () => {
  it('answers the build descriptor clients poll, never cached', async () => {
    const response = await get('/api/build');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' });
  });
});
