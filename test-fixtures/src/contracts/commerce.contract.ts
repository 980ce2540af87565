import type { Product, Variant } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import type { CartScope, CartTokenStore, CommercePort } from '@sockshop/core/ports';
import type { Result } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commerceTestProducts, commerceTestStock } from '../builders/commerce-catalogue.builder.js';

export interface CommerceHarness {
  commerce: CommercePort;
  /** The token store the port writes to. */
  tokens: CartTokenStore;
  close(): Promise<void>;
}

export interface CommerceSeed {
  products: Product[];
  stockUnitsOf: (variant: Variant) => number;
}

const DE: CartScope = { countryCode: 'DE', languageCode: 'de', region: 'NL' };
const AT: CartScope = { countryCode: 'AT', languageCode: 'de', region: 'NL' };
const US: CartScope = { countryCode: 'US', languageCode: 'en', region: 'US' };

/** CommercePort behaviour, written once for the fake and the HTTP adapter over the sandbox. */
export function describeCommerceContract(name: string, make: (seed: CommerceSeed) => Promise<CommerceHarness>) {
  describe(`CommercePort: ${name}`, () => {
    let h: CommerceHarness;
    beforeEach(async () => {
      h = await make({ products: commerceTestProducts(), stockUnitsOf: commerceTestStock });
    });
    afterEach(() => h.close());

    const value = async <T, E>(result: PromiseLike<Result<T, E>>): Promise<T> => {
      const r = await result;
      if (r.isErr()) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
      return r.value;
    };
    const failure = async <T, E>(result: PromiseLike<Result<T, E>>): Promise<E> => {
      const r = await result;
      if (r.isOk()) throw new Error(`expected an error, got ${JSON.stringify(r.value)}`);
      return r.error;
    };

    it('has no cart before the first write (NOT_FOUND)', async () => {
      expect(await failure(h.commerce.fetchCart(DE))).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.cartTokenMissing });
    });

    it('creates the cart on the first write and keeps its token per region', async () => {
      const cart = await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 2 }], DE));
      expect(cart).toMatchObject({ countryCode: 'DE', currency: 'EUR', itemsCount: 2, priceProducts: 3000, priceTotal: 3000 });
      expect(cart.items).toMatchObject([
        { id: 'SOCK-001-3638', sku: 'SOCK-001-3638', parentSku: 'SOCK-001', quantity: 2, price: { final: 1500 } },
      ]);
      expect(h.tokens.read('NL')).not.toBeNull();
      expect(h.tokens.read('US')).toBeNull();
      expect((await value(h.commerce.fetchCart(DE))).cartId).toBe(cart.cartId);
    });

    it('two adds at once (a double click) make one cart holding both', async () => {
      const [a, b] = await Promise.all([
        h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE),
        h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE),
      ]);
      expect(a.isOk() && b.isOk()).toBe(true);
      const cart = await value(h.commerce.fetchCart(DE));
      expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([['SOCK-001-3638', 2]]);
    });

    it('adds to a line, updates it, and removes it with quantity 0', async () => {
      await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE));
      let cart = await value(
        h.commerce.addProducts(
          [
            { id: 'SOCK-001-3638', quantity: 2 },
            { id: 'SOCK-001-4146', quantity: 1 },
          ],
          DE,
        ),
      );
      expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
        ['SOCK-001-3638', 3],
        ['SOCK-001-4146', 1],
      ]);
      cart = await value(h.commerce.updateProduct({ id: 'SOCK-001-3638', quantity: 5 }, DE));
      expect(cart.items[0]?.quantity).toBe(5);
      cart = await value(h.commerce.updateProduct({ id: 'SOCK-001-3638', quantity: 0 }, DE));
      expect(cart.items.map((i) => i.id)).toEqual(['SOCK-001-4146']);
    });

    it('refuses more than 10 of a line (QUANTITY_LIMIT), unknown or foreign-warehouse ids (MISSING_PRODUCTS), sold-out ones (OUT_OF_STOCK), and changes nothing', async () => {
      await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE));
      expect((await failure(h.commerce.updateProduct({ id: 'SOCK-001-3638', quantity: 11 }, DE))).code).toBe('QUANTITY_LIMIT');
      expect((await failure(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 10 }], DE))).code).toBe('QUANTITY_LIMIT');
      expect((await failure(h.commerce.addProducts([{ id: 'NO-SUCH-SOCK', quantity: 1 }], DE))).code).toBe('MISSING_PRODUCTS');
      expect((await failure(h.commerce.addProducts([{ id: 'SOCK-001-UP-3638', quantity: 1 }], DE))).code).toBe('MISSING_PRODUCTS');
      expect((await failure(h.commerce.addProducts([{ id: 'GONE-4146', quantity: 1 }], DE))).code).toBe('OUT_OF_STOCK');
      expect((await failure(h.commerce.addProducts([{ id: 'LAST-4146', quantity: 11 }], DE))).code).toBe('QUANTITY_LIMIT');
      const cart = await value(h.commerce.fetchCart(DE));
      expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([['SOCK-001-3638', 1]]);
    });

    it('lists shipping methods only with a cart token', async () => {
      expect(await failure(h.commerce.listShippingMethods('DE', DE))).toMatchObject({
        code: 'NOT_FOUND',
        message: MESSAGES.cartTokenMissing,
      });
    });

    it('lists shipping methods in the market language, selects one, and a market change clears it', async () => {
      await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE));
      const methods = await value(h.commerce.listShippingMethods('DE', DE));
      expect(methods.length).toBeGreaterThan(0);
      expect(methods[0]).toMatchObject({ title: 'Standardversand', available: true, price: 495, discountAmount: 0 });
      let cart = await value(h.commerce.selectShippingMethod(methods[0]!.id, DE));
      expect(cart.shippingMethod).toEqual({ id: methods[0]!.id, price: 495 });
      expect(cart.priceTotal).toBe(1995);
      cart = await value(h.commerce.updateMarket(AT));
      expect(cart).toMatchObject({ countryCode: 'AT', shippingMethod: null });
    });

    it('applies a percentage code, refuses an unknown one (a response without the code is an error), and removes it', async () => {
      await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 2 }], DE));
      let cart = await value(h.commerce.applyDiscountCode('HAPPY10', DE));
      expect(cart).toMatchObject({ discountCode: 'HAPPY10', priceDiscount: 300, priceTotal: 2700 });
      expect(await failure(h.commerce.applyDiscountCode('NOT-A-CODE', DE))).toMatchObject({
        code: 'INVALID_INPUT',
        message: MESSAGES.missingDiscountCode,
      });
      cart = await value(h.commerce.removeDiscountCode(DE));
      expect(cart).toMatchObject({ discountCode: null, priceDiscount: 0, priceTotal: 3000 });
    });

    it('a free-shipping code makes shipping free; an absolute code takes its amount off', async () => {
      await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE));
      await value(h.commerce.selectShippingMethod('de-standard', DE));
      let cart = await value(h.commerce.applyDiscountCode('FREESHIP', DE));
      expect(cart).toMatchObject({ isFreeShippingDiscountCodeApplied: true, priceShipping: 0, priceTotal: 1500 });
      cart = await value(h.commerce.applyDiscountCode('fiveoff', DE));
      expect(cart).toMatchObject({ discountCode: 'FIVEOFF', priceDiscount: 500, priceShipping: 495, priceTotal: 1495 });
    });

    it('totals add up: products − discount + shipping = total', async () => {
      await value(
        h.commerce.addProducts(
          [
            { id: 'SOCK-001-3638', quantity: 3 },
            { id: 'SALE-3638', quantity: 1 },
          ],
          DE,
        ),
      );
      await value(h.commerce.selectShippingMethod('de-express', DE));
      const cart = await value(h.commerce.applyDiscountCode('HAPPY10', DE));
      expect(cart.priceProducts - cart.priceDiscount + cart.priceShipping).toBe(cart.priceTotal);
      expect(cart.items.find((i) => i.id === 'SALE-3638')?.price).toEqual({ original: 1900, final: 1200 });
    });

    it('a foreign token is the reset signal: CART_RESET and the token is gone', async () => {
      h.tokens.write('NL', 'not-a-token-of-this-service');
      expect((await failure(h.commerce.fetchCart(DE))).code).toBe('CART_RESET');
      expect(h.tokens.read('NL')).toBeNull();
    });

    it('keeps one cart per warehouse region', async () => {
      const nl = await value(h.commerce.addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE));
      const us = await value(h.commerce.addProducts([{ id: 'SOCK-001-UP-3638', quantity: 1 }], US));
      expect(us.cartId).not.toBe(nl.cartId);
      expect(us).toMatchObject({ countryCode: 'US', currency: 'USD' });
      expect((await value(h.commerce.fetchCart(DE))).items.map((i) => i.id)).toEqual(['SOCK-001-3638']);
    });

    it('checks stock per warehouse; an id missing from the answer is an error', async () => {
      expect(await value(h.commerce.checkStock(['SOCK-001-3638', 'GONE-4146', 'LAST'], DE))).toEqual([
        { id: 'SOCK-001-3638', isAvailable: true },
        { id: 'GONE-4146', isAvailable: false },
        { id: 'LAST', isAvailable: true },
      ]);
      expect(await failure(h.commerce.checkStock(['SOCK-001-3638', 'SOCK-001-UP-3638'], DE))).toMatchObject({
        code: 'NOT_FOUND',
        message: MESSAGES.missingProductInStock,
        // The ids left out are named, so the shop can tell the shopper which lines cannot be had.
        cause: { missing: ['SOCK-001-UP-3638'] },
      });
    });
  });
}
