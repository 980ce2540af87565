import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listMarkets } from '../markets/lookups.js';
import { discountPercentage } from './discount.js';
import { formatPrice } from './format-price.js';
import { minorDigitsOf } from './money.js';
import { priceWithoutTax } from './tax.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
// Core tests may not import test-fixtures (dependency rule core-is-pure); these mirror its moneyArb and marketArb.
const moneyArb = () => fc.integer({ min: 0, max: 1_000_000_000 });
const marketArb = () => fc.constantFrom(...listMarkets('production'), ...listMarkets('staging'));

describe('pricing properties', () => {
  it('formatting never drops digits', () => {
    fc.assert(
      fc.property(moneyArb(), marketArb(), fc.boolean(), (minor, market, drop) => {
        const text = formatPrice(minor, market.currency.code, market.countryCode, { dropZeroDecimals: drop });
        const digits = minorDigitsOf(market.currency.code);
        const whole = String(Math.floor(minor / 10 ** digits));
        const cents = digits === 0 || (drop && minor % 100 === 0) ? '' : String(minor % 100).padStart(2, '0');
        expect(text.replace(/\D/g, '')).toBe(whole + cents);
      }),
      { numRuns },
    );
  });

  it('the symbol appears exactly once and the market decides its side consistently', () => {
    fc.assert(
      fc.property(moneyArb(), moneyArb(), marketArb(), (a, b, market) => {
        const symbol = market.currency.symbol;
        const [x, y] = [a, b].map((m) => formatPrice(m, market.currency.code, market.countryCode));
        expect(x!.split(symbol)).toHaveLength(2);
        expect(x!.startsWith(symbol)).toBe(y!.startsWith(symbol));
      }),
      { numRuns },
    );
  });

  it('dropping zero decimals changes nothing unless the cents are zero', () => {
    fc.assert(
      fc.property(moneyArb(), marketArb(), (minor, market) => {
        const [c, country] = [market.currency.code, market.countryCode];
        const kept = formatPrice(minor, c, country);
        const dropped = formatPrice(minor, c, country, { dropZeroDecimals: true });
        if (minorDigitsOf(c) === 0 || minor % 100 !== 0) expect(dropped).toBe(kept);
        else expect(kept.length - dropped.length).toBe(3);
      }),
      { numRuns },
    );
  });

  it('the discount percentage is rounded into 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.integer({ min: -1000, max: 20_000_000 }), (original, final) => {
        const percentage = discountPercentage(original, final);
        expect(Number.isInteger(percentage)).toBe(true);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }),
      { numRuns },
    );
  });

  it('a lower final price never shows a smaller discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), moneyArb(), moneyArb(), (original, f1, f2) => {
        const [cheaper, dearer] = f1 <= f2 ? [f1, f2] : [f2, f1];
        expect(discountPercentage(original, cheaper)).toBeGreaterThanOrEqual(discountPercentage(original, dearer));
      }),
      { numRuns },
    );
  });

  it('the price without tax is never above the price and never negative', () => {
    fc.assert(
      fc.property(moneyArb(), marketArb(), (gross, market) => {
        const net = priceWithoutTax(gross, market);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(gross);
      }),
      { numRuns },
    );
  });
});
