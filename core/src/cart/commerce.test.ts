import { describe, expect, it, vi } from 'vitest';
import { renameTaxFields, toCommerceError, toOrderError } from './commerce-errors.js';
import type { RawShippingMethod } from './shipping-method.schema.js';
import { INCOMPLETE_SHIPPING_METHOD, normalizeShippingMethods } from './shipping-methods.js';

describe('commerce errors', () => {
  it('cart codes map to core codes, keeping the server message', () => {
    expect(toCommerceError('OUT_OF_STOCK', 'Sold out')).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sold out',
      cause: { code: 'OUT_OF_STOCK' },
    });
    expect(toCommerceError('MISSING_PRODUCTS', 'm').code).toBe('MISSING_PRODUCTS');
    expect(toCommerceError('quantity_request_upper_limit', 'q').code).toBe('QUANTITY_LIMIT');
    expect(toCommerceError('warehouse_error', 'w').code).toBe('INVALID_INPUT');
    expect(toCommerceError('SOMETHING_NEW', 's').code).toBe('UPSTREAM_UNAVAILABLE');
    // A code named like a property every object inherits is as unknown as any other.
    expect(toCommerceError('constructor', 'c').code).toBe('UPSTREAM_UNAVAILABLE');
    expect(toOrderError('toString', 't').code).toBe('UPSTREAM_UNAVAILABLE');
    expect(toCommerceError('ORDER_ALREADY_PAID', 'p').code).toBe('INVALID_INPUT');
  });

  it('order codes: UNAUTHORIZED stays, missing shipping option, tax error with zip and state renamed', () => {
    expect(toCommerceError('UNAUTHORIZED', 'u', 'order').code).toBe('UNAUTHORIZED');
    expect(toOrderError('UNAUTHORIZED', 'u').code).toBe('UNAUTHORIZED');
    expect(toOrderError('MISSING_SHIPPING_OPTION_ERROR', 'Pick one').code).toBe('MISSING_SHIPPING_OPTION');
    expect(toOrderError('TAX_JAR_ERROR', 'to_zip 90210 is not used within to_state NY')).toMatchObject({
      code: 'TAX_ADDRESS',
      message: 'zip 90210 is not used within state NY',
    });
    expect(toCommerceError('TAX_JAR_ERROR', 'to_zip 1', 'order').message).toBe('zip 1');
    expect(toOrderError('ORDER_ALREADY_PAID', 'p').code).toBe('CONFLICT');
    expect(toOrderError('PAYMENT_FAILED', 'p').code).toBe('PAYMENT_REFUSED');
    // A result bound to another order is a conflict; closed orders, attempts and the market's countries have codes
    expect(toOrderError('PAYMENT_MISMATCH', 'p').code).toBe('CONFLICT');
    expect(toOrderError('ORDER_CLOSED', 'p').code).toBe('ORDER_CLOSED');
    expect(toOrderError('PAYMENT_ATTEMPTS_EXCEEDED', 'p').code).toBe('PAYMENT_ATTEMPTS_EXCEEDED');
    expect(toOrderError('SHIPPING_COUNTRY_NOT_ALLOWED', 'p').code).toBe('SHIPPING_COUNTRY');
    expect(toCommerceError('ORDER_CLOSED', 'p').code).toBe('INVALID_INPUT');
    expect(toOrderError('MISSING_PRODUCTS', 'p').code).toBe('INVALID_INPUT');
    // An order past the units one cart or one client may hold unpaid reads as the quantity limit.
    expect(toOrderError('quantity_request_upper_limit', 'p').code).toBe('QUANTITY_LIMIT');
    expect(renameTaxFields('to_zipper to_zip')).toBe('to_zipper zip');
  });
});

const rawMethod = (overrides: Partial<RawShippingMethod> = {}): RawShippingMethod => ({
  id: 'standard',
  title: { en: 'Standard delivery', de: 'Standardversand' },
  description: { en: '3–5 working days', de: '3–5 Werktage' },
  price: { en: 495, de: 495 },
  available: true,
  errorMessage: null,
  discountAmount: 0,
  deliveryDetails: { en: 'Tracked', de: 'Mit Sendungsverfolgung' },
  logo: '/logos/dhl.svg',
  ...overrides,
});

describe('shipping methods', () => {
  it('uses the market language', () => {
    const [method] = normalizeShippingMethods([rawMethod()], 'de', 'EUR');
    expect(method).toEqual({
      id: 'standard',
      title: 'Standardversand',
      description: '3–5 Werktage',
      available: true,
      errorMessage: null,
      price: 495,
      discountAmount: 0,
      deliveryDetails: 'Mit Sendungsverfolgung',
      logo: '/logos/dhl.svg',
    });
  });

  it('the title falls back to English; prices may be keyed by currency', () => {
    const raw = rawMethod({
      title: { en: 'Standard delivery' },
      description: { nl: '3–5 werkdagen' },
      price: { EUR: 395 },
      deliveryDetails: {},
    });
    expect(normalizeShippingMethods([raw], 'nl', 'EUR')[0]).toMatchObject({ title: 'Standard delivery', price: 395, deliveryDetails: '' });
  });

  it('drops a method without price, description or title, with a warning', () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const methods = normalizeShippingMethods(
      [
        rawMethod({ id: 'a', price: {} }),
        rawMethod({ id: 'b', description: { en: 'x' } }),
        rawMethod({ id: 'c', title: { fr: 'x' } }),
        rawMethod({ id: 'd' }),
      ],
      'de',
      'EUR',
      logger,
    );
    expect(methods.map((m) => m.id)).toEqual(['d']);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledWith(INCOMPLETE_SHIPPING_METHOD, { id: 'a', language: 'de', currency: 'EUR' });
  });

  it('UNAUTHORIZED, CART_NOT_FOUND and CART_CLOSED reset the cart', () => {
    for (const code of ['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED']) expect(toCommerceError(code, 'gone').code).toBe('CART_RESET');
    expect(toCommerceError('OUT_OF_STOCK', 'gone').code).not.toBe('CART_RESET');
  });
});
