import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.js';

describe('formatPrice', () => {
  it('GBP, JPY and KRW put the symbol before the amount without a space', () => {
    expect(formatPrice(1250, 'GBP', 'GB')).toBe('£12.50');
    expect(formatPrice(1200, 'JPY', 'JP')).toBe('¥1,200');
    expect(formatPrice(15000, 'KRW', 'KR')).toBe('₩15,000');
  });

  it('CHF goes before the amount with a space', () => {
    expect(formatPrice(1250, 'CHF', 'CH')).toBe('CHF 12.50');
  });

  it('EUR: prefix with a space for NL and AT, without for IE and LU, suffix otherwise', () => {
    expect(formatPrice(1250, 'EUR', 'NL')).toBe('€ 12,50');
    expect(formatPrice(1250, 'EUR', 'AT')).toBe('€ 12,50');
    expect(formatPrice(1250, 'EUR', 'IE')).toBe('€12.50');
    expect(formatPrice(1250, 'EUR', 'LU')).toBe('€12.50');
    expect(formatPrice(1250, 'EUR', 'DE')).toBe('12,50 €');
    expect(formatPrice(1250, 'EUR', 'FR')).toBe('12,50 €');
    expect(formatPrice(123456, 'EUR', 'DE')).toBe('1.234,56 €');
  });

  it('USD before the amount, kr and Kč after it with a space', () => {
    expect(formatPrice(1200, 'USD', 'US')).toBe('$12.00');
    expect(formatPrice(12900, 'SEK', 'SE')).toBe('129,00 kr');
    expect(formatPrice(9900, 'DKK', 'DK')).toBe('99,00 kr');
    expect(formatPrice(1234500, 'NOK', 'NO')).toBe('12 345,00 kr');
    expect(formatPrice(35000, 'CZK', 'CZ')).toBe('350,00 Kč');
  });

  it('dropZeroDecimals drops a trailing .00 only', () => {
    expect(formatPrice(1200, 'USD', 'US', { dropZeroDecimals: true })).toBe('$12');
    expect(formatPrice(1250, 'USD', 'US', { dropZeroDecimals: true })).toBe('$12.50');
    expect(formatPrice(1200, 'EUR', 'DE', { dropZeroDecimals: true })).toBe('12 €');
    expect(formatPrice(1200, 'JPY', 'JP', { dropZeroDecimals: true })).toBe('¥1,200');
  });

  it('small, zero and negative amounts', () => {
    expect(formatPrice(5, 'GBP', 'GB')).toBe('£0.05');
    expect(formatPrice(0, 'EUR', 'IE')).toBe('€0.00');
    expect(formatPrice(-500, 'GBP', 'GB')).toBe('-£5.00');
    expect(() => formatPrice(Number.NaN, 'GBP', 'GB')).toThrow(RangeError);
  });
});
