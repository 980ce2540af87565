import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
});
afterAll(() => api.close());

const get = (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, { redirect: 'manual', ...init });
const postMarket = (body: unknown) =>
  fetch(`${api.url}/api/market`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /api/market (the switcher without JavaScript)', () => {
  it('keeps path, sort and colour under another storefront of the same warehouse region', async () => {
    const response = await get(`/api/market?country=AT&return=${encodeURIComponent('/de/adults/socks?sort=price:asc&color=black')}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/at/adults/socks?sort=price:asc&color=black');
  });

  it('stays on the page, query and all, for a market of the same storefront (the cart moves at start-up)', async () => {
    const response = await get(`/api/market?country=DK&return=${encodeURIComponent('/eu/kids/socks?page=2')}`, {
      headers: { cookie: 'marketV2=SE' },
    });
    expect(response.headers.get('location')).toBe('/eu/kids/socks?page=2');
    expect(response.headers.get('set-cookie')).toMatch(/^marketV2=DK;/);
  });

  it('reloads at the home of a storefront of another warehouse region', async () => {
    expect(
      (await get(`/api/market?country=US&return=${encodeURIComponent('/de/adults/socks?sort=price:asc')}`)).headers.get('location'),
    ).toBe('/us');
  });
});

describe('POST /api/market (the in-place switch with JavaScript)', () => {
  it('sets the marketV2 cookie and answers the market', async () => {
    const response = await postMarket({ country: 'dk' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(/^marketV2=DK;.*HttpOnly/);
    expect(await response.json()).toEqual({ countryCode: 'DK', storefront: 'eu' });
  });

  it('refuses an unknown or malformed country with 400 and sets no cookie', async () => {
    for (const body of [{ country: 'ZZ' }, { country: 'AU' }, { country: 'deu' }, {}]) {
      const response = await postMarket(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('GET /api/segments (segments, popups, upsells)', () => {
  it('answers the content segments with their defaults, the popups and the upsells, cacheable', async () => {
    const response = await get('/api/segments?storefront=de');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = (await response.json()) as {
      segments: { id: string; utmCampaigns: string[]; hideNewsletter: boolean }[];
      popups: { segment: string; title: string }[];
      upsells: { identifier: string; widgetId: string }[];
    };
    expect(body.segments.find((s) => s.id === 'winter-sale')).toMatchObject({ utmCampaigns: ['winter-sale'], hideNewsletter: true });
    expect(body.popups.find((p) => p.segment === 'winter-sale')?.title).toMatch(/Winter-Sale/);
    expect(body.upsells.find((u) => u.identifier === 'winter-sale')?.widgetId).toBe('upsell');
  });

  it('refuses an unknown storefront', async () => {
    expect((await get('/api/segments?storefront=au')).status).toBe(400);
  });
});
