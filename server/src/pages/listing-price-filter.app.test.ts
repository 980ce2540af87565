import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The listing's price filter, as a shopper without JavaScript meets it: the server renders only the
// products whose price lies in the range asked for in major units, and a form that keeps the range.

let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${shop.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The prices the cards show (the price to pay), in major units: `12,95 €`, `¥1,800`, `$12`. */
function cardPrices(html: string, decimalComma: boolean): number[] {
  return [...html.matchAll(/<span class="price(?: price--sale)?">([^<]+)<\/span>/g)].map(([, text = '']) => {
    const digits = text.replace(decimalComma ? /[^\d,]/g : /[^\d.]/g, '');
    return Number(decimalComma ? digits.replace(',', '.') : digits);
  });
}

describe('listing price filter (server-rendered)', () => {
  it('/de lists only products within the range in euros, and keeps colour and sort in the form', async () => {
    const all = cardPrices(await page('/de/adults/socks'), true);
    expect(all.some((price) => price < 12 || price > 16)).toBe(true);
    const html = await page('/de/adults/socks?color=black&sort=price:asc&price_min=12&price_max=16');
    const prices = cardPrices(html, true);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= 12 && price <= 16, String(price)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(html).toMatch(/<input type="number"[^>]*name="price_min"[^>]*value="12"/);
    expect(html).toMatch(/<input type="checkbox" name="color" checked="" value="black"/);
    // The range replaces the minor-unit buckets ("0-1000") of the old price checkboxes.
    expect(html).not.toMatch(/type="checkbox" name="price"/);
  });

  it('/gl in yen takes the amounts as they are (JPY has no minor unit)', async () => {
    const cookie = 'marketV2=JP';
    const all = cardPrices(await page('/gl/adults/socks', cookie), false);
    expect(all.length).toBeGreaterThan(0);
    const sorted = [...all].sort((a, b) => a - b);
    const [low, high] = [sorted[Math.floor(sorted.length / 4)] ?? 0, sorted[Math.floor((sorted.length * 3) / 4)] ?? 0];
    const prices = cardPrices(await page(`/gl/adults/socks?price_min=${low}&price_max=${high}`, cookie), false);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= low && price <= high, `${price} in ${low}–${high}`).toBe(true);
  });

  it('ignores a bad bound rather than failing the page', async () => {
    const html = await page('/de/adults/socks?price_min=abc&price_max=-5');
    expect(cardPrices(html, true).length).toBeGreaterThan(0);
  });
});
