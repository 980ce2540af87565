import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A failing backend degrades the page (fallbacks, a clear message), never a blank screen or a 5xx page.
const DEAD = 'http://127.0.0.1:9';

describe('content service down', () => {
  let shop: ShopHarness;
  beforeAll(async () => {
    shop = await startShop({ CONTENT_API_URL: `${DEAD}/v2`, CONTENT_TOKEN: 'unused', CONTENT_PREVIEW_TOKEN: 'unused' });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('the home page still renders, with products and bundled texts', async () => {
    const response = await fetch(`${shop.url}/de`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="product-card');
    expect(html).toContain('<footer');
  });

  it('a category page still lists its products', async () => {
    const response = await fetch(`${shop.url}/de/adults/socks`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('class="product-grid"');
  });

  it('readiness reports the outage so a balancer can take the instance out', async () => {
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
  });
});

describe('search service down', () => {
  let shop: ShopHarness;
  beforeAll(async () => {
    shop = await startShop({ SEARCH_API_URL: DEAD, SEARCH_TOKEN: 'unused' });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('a category page says products cannot be shown, without a 5xx', async () => {
    const response = await fetch(`${shop.url}/de/adults/socks`);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).toContain('Produkte können gerade nicht angezeigt werden');
    expect(html).toContain('<header');
  });

  it('a product page says so too, inside the shop', async () => {
    const response = await fetch(`${shop.url}/de/product/CRW-100`);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toContain('Produkte können gerade nicht angezeigt werden');
  });

  it('the home page renders its content without the product lists', async () => {
    const response = await fetch(`${shop.url}/de`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<main');
  });
});
