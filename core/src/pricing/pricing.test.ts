import { describe, expect, it } from 'vitest';
import { findMarket } from '../markets/lookups.js';
import { discountPercentage } from './discount.js';
import { parseEurRates } from './exchange.js';
import { amountToFreeShipping, freeShippingThreshold } from './free-shipping.js';
import { minorDigitsOf, toMajor, toMinor } from './money.js';
import { priceWithoutTax, taxIncluded, taxOf } from './tax.js';

const market = (c: string) => findMarket(c, 'production')!;

describe('money', () => {
  it('JPY and KRW have no minor unit; others divide by 100', () => {
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('KRW')).toBe(0);
    expect(minorDigitsOf('EUR')).toBe(2);
    expect(toMajor(1250, 'EUR')).toBe(12.5);
    expect(toMajor(1250, 'JPY')).toBe(1250);
    expect(toMinor(12.5, 'GBP')).toBe(1250);
    expect(toMinor(1250, 'KRW')).toBe(1250);
  });
});

describe('discount', () => {
  it('the discount percentage is rounded', () => {
    expect(discountPercentage(3000, 2000)).toBe(33);
    expect(discountPercentage(3000, 1999)).toBe(33);
    expect(discountPercentage(1500, 1000)).toBe(33);
    expect(discountPercentage(1000, 500)).toBe(50);
    expect(discountPercentage(999, 333)).toBe(67);
  });
});

describe('exchange', () => {
  it('parses the eurocon map, keeping positive rates under currency codes', () => {
    expect(parseEurRates({ USD: 1.1, GBP: '0.8', eur: 1, NOK: 0, SEK: Number.NaN, CHF: 0.94 })).toEqual({ USD: 1.1, CHF: 0.94 });
    expect(parseEurRates(null)).toEqual({});
    expect(parseEurRates([1, 2])).toEqual({});
  });
});

describe('tax', () => {
  it('tax per market; France states none', () => {
    expect(taxOf(market('DE'))).toBe(19);
    expect(taxOf(market('US'))).toBe(0);
    expect(taxOf(market('FR'))).toBeNull();
  });

  it('removes the tax from a tax-inclusive price', () => {
    expect(priceWithoutTax(1190, market('DE'))).toBe(1000);
    expect(taxIncluded(1190, market('DE'))).toBe(190);
    expect(priceWithoutTax(1190, market('FR'))).toBe(1190);
    expect(priceWithoutTax(1190, market('CH'))).toBe(1190);
  });
});

describe('free shipping', () => {
  it('the threshold is 0 if not numeric', () => {
    expect(freeShippingThreshold('49')).toBe(49);
    expect(freeShippingThreshold(' 49.5 ')).toBe(49.5);
    expect(freeShippingThreshold(60)).toBe(60);
    for (const bad of ['', 'abc', null, undefined, {}, Number.NaN, -5, '12abc', true]) expect(freeShippingThreshold(bad)).toBe(0);
  });

  it('what is left to spend for free shipping', () => {
    expect(amountToFreeShipping(3000, 49, 'EUR')).toBe(1900);
    expect(amountToFreeShipping(6000, 49, 'EUR')).toBe(0);
    expect(amountToFreeShipping(3000, 0, 'EUR')).toBe(0);
    expect(amountToFreeShipping(3000, 5000, 'JPY')).toBe(2000);
  });

  it('no discount without an original price or with a higher final price', () => {
    expect(discountPercentage(0, 0)).toBe(0);
    expect(discountPercentage(1000, 1200)).toBe(0);
  });
});
