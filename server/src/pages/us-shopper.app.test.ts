import { okHtml, type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built shop, over HTTP, as a US shopper sees it: US sizes, ZIP code, colors, no Imprint.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(() => shop?.close());

const html = (path: string) => okHtml(shop, path);

/** What a shopper reads: the page without scripts and tags (keys, URLs and query parameters may stay British). */
const visibleText = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ');

/** The size picker's labels of a product page, in order. */
const pickerLabels = (body: string) =>
  [...body.matchAll(/<input type="radio" name="variant"[^>]*\/><span>([^<]*)<\/span>/g)].map((match) => match[1]);

describe('a US shopper', () => {
  it('the product page offers US shoe sizes for an EU-sized sock, and its size guide has the US columns', async () => {
    const category = await html('/us/adults/socks');
    const path = /href="(\/us\/product\/[^"]+)"/.exec(category)?.[1];
    expect(path).toBeDefined();
    const product = await html(path!);
    const labels = pickerLabels(product);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/^M \d+(\.5)?-\d+(\.5)? \/ W \d+(\.5)?-\d+(\.5)?$/);
    expect(product).toContain('US men');
    // The same product on a European storefront keeps the EU range.
    const european = pickerLabels(await html(path!.replace('/us/', '/de/').replace(/-UP/g, '')));
    for (const label of european) expect(label).toMatch(/^\d{2}-\d{2}$/);
  });

  it('the US storefront’s texts say ZIP code and Color and its footer Company information; the UK keeps British English', async () => {
    const us = await html('/us');
    // The texts the checkout's pages (its address step among them) are rendered with: its layout brings its own.
    expect(await html('/us/checkout/cart')).toContain('"postCode","ZIP code"');
    expect(visibleText(us)).toContain('Company information');
    for (const path of ['/us', '/us/adults/socks', '/us/about-us'])
      expect(visibleText(await html(path)), path).not.toMatch(/Postcode|Imprint|colour|catalogue|\bgrey\b/i);
    const uk = await html('/uk');
    expect(await html('/uk/checkout/cart')).toContain('"postCode","Postcode"');
    expect(visibleText(uk)).toContain('Imprint');
  });
});
