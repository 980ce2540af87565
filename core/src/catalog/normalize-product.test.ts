import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';
import { INVALID_COLOR_WARNING, normalizeProduct } from './normalize-product.js';

const variant = (sku: string, size: string, stockStatus = 'in-stock') => ({
  sku,
  id: sku,
  size,
  stockStatus,
  price: { original: 2000, final: 1500 },
  currencies: { EUR: { price: 2000, finalPrice: 1500 } },
});

function rawProduct(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'a1',
    id: '100001',
    sku: 'CRW-101',
    name: 'Banana Crew Sock',
    kind: 'product',
    price: { original: 2000, final: 1500 },
    variants: [variant('CRW-101-4244', '42-44'), variant('CRW-101-3638', '36-38'), variant('CRW-101-UP-3638', '36-38')],
    media: { hero: { small: 's', original: 'o', thumbnail: 't', large: 'l' }, images: [] },
    meta: { title: 'Banana', description: 'A banana sock.' },
    description: { full: 'A banana sock.', short: 'Banana.' },
    color: { primary: 'yellow', secondary: 'blue' },
    updatedAt: '2026-01-01T00:00:00.000Z',
    updateReason: 'created',
    ...overrides,
  };
}

const spyLogger = () => ({ info: vi.fn<Logger['info']>(), warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() });

describe('normalizeProduct', () => {
  it('shapes a valid product for a storefront, deriving discount, stock and sizes', () => {
    const product = normalizeProduct(rawProduct(), 'de')._unsafeUnwrap();
    expect(product).not.toHaveProperty('_id');
    expect(product.variants.map((v) => v.sku)).toEqual(['CRW-101-3638', 'CRW-101-4244']);
    expect(product.discount).toEqual({ absolute: 500, percentage: 25 });
    expect(product.variants[0]?.discount).toEqual({ absolute: 500, percentage: 25 });
    expect(product.availableSizes).toEqual(['36-38', '42-44']);
    expect(product.stockStatus).toBe('in-stock');
    expect(product.badges).toEqual([]);
    expect(product.seasonalClearance).toBe(false);
  });

  it('the us storefront keeps only -UP variants', () => {
    const product = normalizeProduct(rawProduct(), 'us')._unsafeUnwrap();
    expect(product.variants.map((v) => v.sku)).toEqual(['CRW-101-UP-3638']);
  });

  it.each(['id', '_id', 'sku', 'updateReason', 'kind'])('a product without %s is an invalid product', (key) => {
    const raw: Record<string, unknown> = rawProduct();
    delete raw[key];
    expect(normalizeProduct(raw, 'de')._unsafeUnwrapErr()).toMatchObject({ code: 'UPSTREAM_CONTRACT', message: MESSAGES.invalidProduct });
  });

  it('kind must be product; garbage is an invalid product', () => {
    expect(normalizeProduct(rawProduct({ kind: 'content' }), 'de')._unsafeUnwrapErr().message).toBe('Invalid product received');
    expect(normalizeProduct(null, 'de')._unsafeUnwrapErr().message).toBe('Invalid product received');
    expect(normalizeProduct('CRW-101', 'de').isErr()).toBe(true);
  });

  it('a product with no variants fails with the empty-variants error', () => {
    expect(normalizeProduct(rawProduct({ variants: [] }), 'de')._unsafeUnwrapErr()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Missing variants for product',
    });
  });

  it('a product with no variant for the storefront fails with the empty-variants error', () => {
    const raw = rawProduct({ variants: [variant('CRW-101-3638', '36-38')] });
    expect(normalizeProduct(raw, 'us')._unsafeUnwrapErr().message).toBe(MESSAGES.missingVariants);
  });

  it('invalid colours are skipped with a warning', () => {
    const logger = spyLogger();
    const product = normalizeProduct(rawProduct({ color: { primary: 'banana', secondary: 'blue' } }), 'de', logger)._unsafeUnwrap();
    expect(product.color).toEqual({ primary: 'blue' });
    expect(logger.warn).toHaveBeenCalledWith(INVALID_COLOR_WARNING, { sku: 'CRW-101', color: 'banana' });

    const other = normalizeProduct(rawProduct({ color: { primary: 'red', secondary: 'teal-ish' } }), 'de', logger)._unsafeUnwrap();
    expect(other.color).toEqual({ primary: 'red' });
    expect(normalizeProduct(rawProduct({ color: { primary: '??' } }), 'de')._unsafeUnwrap().color).toEqual({ primary: 'multi' });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('the product is in stock while any kept variant is in stock or low on stock', () => {
    const low = rawProduct({ variants: [variant('A-1', 'S', 'no-stock'), variant('A-2', 'M', 'low-stock')] });
    expect(normalizeProduct(low, 'de')._unsafeUnwrap().stockStatus).toBe('low-stock');
    const none = rawProduct({ variants: [variant('A-1', 'S', 'no-stock'), variant('A-UP-2', 'M', 'in-stock')] });
    expect(normalizeProduct(none, 'de')._unsafeUnwrap().stockStatus).toBe('no-stock');
  });
});
