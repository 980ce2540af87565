import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The external storefronts: au and nz are not served here; they redirect to their own sites, and the chooser and the
// footer's switcher link them. au is configured, nz keeps its default.
const AU_SITE = 'https://au.socks.example.org/';

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop({ EXTERNAL_SITE_AU: AU_SITE });
});
afterAll(() => shop?.close());

const get = (path: string) => fetch(`${shop.url}${path}`, { redirect: 'manual' });

it('au goes to its configured site, nz to the default one; the chooser and the switcher link them', async () => {
  const au = await get('/au');
  expect(au.status).toBe(302);
  expect(au.headers.get('location')).toBe(AU_SITE);
  const nz = await get('/nz/adults/socks');
  expect(nz.status).toBe(302);
  expect(nz.headers.get('location')).toMatch(/^https:\/\/nz\./);
  expect(await (await get('/')).text()).toContain(`href="${AU_SITE}"`);
  // The footer's switcher entries travel in the layout's data (the list opens in the browser).
  expect(await (await get('/de')).text()).toContain(AU_SITE);
});
