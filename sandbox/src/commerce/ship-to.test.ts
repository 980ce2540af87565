import { listStorefronts } from '@sockshop/core/markets';
import { anAddress, anOrderRequest, startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSteps } from './testing/payment-steps.js';

let sandbox: Awaited<ReturnType<typeof startTestCommerce>>;
let steps: ReturnType<typeof paymentSteps>;
beforeAll(async () => {
  sandbox = await startTestCommerce();
  steps = paymentSteps(
    () => sandbox.url,
    () => sandbox.dbPath,
  );
});
afterAll(() => sandbox.close());

const orderTo = (token: string, country: string) =>
  steps.call('POST', '/carts/adyen/orders', {
    token,
    body: anOrderRequest({ shippingAddress: anAddress({ country, city: 'Dublin', postalCode: 'D02 X285' }) }),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

describe("a cart ships only to its own market's country, the one it is priced and taxed for", () => {
  it('an IE cart (EUR, 23 % VAT) is refused for every other country of the eu storefront, NO, PL and SE included', async () => {
    const token = await steps.cart('IE', 'SOCK-001-3638', 1);
    const others = listStorefronts('production')
      .find((storefront) => storefront.storefrontCode === 'eu')!
      .markets.map((market) => market.countryCode)
      .filter((country) => country !== 'IE');
    expect(others).toEqual(expect.arrayContaining(['NO', 'PL', 'SE']));
    for (const country of others) {
      expect(await orderTo(token, country), country).toMatchObject({
        status: 422,
        body: {
          error: {
            code: 'SHIPPING_COUNTRY_NOT_ALLOWED',
            message: `This cart cannot ship to ${country}; it is priced for IE and ships there only`,
          },
        },
      });
    }
    expect(steps.query("SELECT COUNT(*) AS n FROM orders WHERE status = 'pending'")).toEqual([{ n: 0 }]);
    const placed = await orderTo(token, 'IE');
    expect(placed.status).toBe(201);
    // 15.00 + 4.95 shipping, 23 % VAT included.
    expect(placed.body.order).toMatchObject({ currency: 'EUR', priceTotal: 1995, priceTax: 373, storefront: 'eu' });
  });

  it('a JP cart of the gl storefront does not ship to KR; a market switched to NO (same warehouse) ships to NO at its own prices', async () => {
    const jp = await steps.cart('JP', 'SOCK-001-4146', 1);
    expect((await orderTo(jp, 'KR')).body.error?.code).toBe('SHIPPING_COUNTRY_NOT_ALLOWED');
    const token = await steps.cart('IE', 'SOCK-001-4146', 1);
    const switched = await steps.call('PUT', '/carts', {
      token,
      body: { store: { countryCode: 'NO', languageCode: 'en' }, products: [{ id: 'no-standard', quantity: 1 }] },
    });
    expect(switched.body.store).toMatchObject({ countryCode: 'NO', currencyUnit: 'NOK', taxPercentage: 25 });
    const placed = await orderTo(token, 'NO');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ currency: 'NOK' });
  });
});
