import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../markets/codes.js';
import { DEFAULT_PRICE_RANGE, PRICE_PARAMS } from './filters.js';
import { type PriceSelection, parsePriceSelection, priceBounds, priceQuery, priceSearchParams } from './price-filter.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const query = (min?: string, max?: string) => ({ [PRICE_PARAMS.min]: min, [PRICE_PARAMS.max]: max });

describe('price filter query', () => {
  it('reads major-unit bounds from price_min and price_max', () => {
    expect(PRICE_PARAMS).toEqual({ min: 'price_min', max: 'price_max' });
    expect(parsePriceSelection(query('10', '25.5'))).toEqual({ min: 10, max: 25.5 });
    expect(parsePriceSelection(query('7,95', undefined))).toEqual({ min: 7.95 });
    expect(parsePriceSelection(query(undefined, ' 40 '))).toEqual({ max: 40 });
  });

  it('ignores bad values: text, negative, blank, over-precise, huge', () => {
    for (const bad of ['abc', '-4', '', ' ', '1.234', '1e3', '10000000', 'NaN', 'Infinity', '0x10']) {
      expect(parsePriceSelection(query(bad, bad)), bad).toBeNull();
    }
    expect(parsePriceSelection(query('abc', '30'))).toEqual({ max: 30 });
    expect(parsePriceSelection({})).toBeNull();
  });

  it('swaps bounds given the wrong way round', () => {
    expect(parsePriceSelection(query('50', '10'))).toEqual({ min: 10, max: 50 });
  });

  it('round-trips: the query a selection writes reads back as the same selection', () => {
    const amount = fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100);
    const selectionArb: fc.Arbitrary<PriceSelection> = fc
      .record({ min: fc.option(amount, { nil: undefined }), max: fc.option(amount, { nil: undefined }) })
      .map(({ min, max }) => {
        const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
        return { ...(low === undefined ? {} : { min: low }), ...(high === undefined ? {} : { max: high }) };
      });
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const params = Object.fromEntries(priceSearchParams(selection));
        const parsed = parsePriceSelection(params);
        expect(parsed).toEqual(Object.keys(selection).length === 0 ? null : selection);
      }),
      { numRuns },
    );
  });

  it('never yields a negative or unordered selection, whatever the query holds', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 10 })), fc.option(fc.string({ maxLength: 10 })), (min, max) => {
        const selection = parsePriceSelection(query(min ?? undefined, max ?? undefined));
        if (selection === null) return;
        for (const bound of [selection.min, selection.max]) if (bound !== undefined) expect(bound).toBeGreaterThanOrEqual(0);
        if (selection.min !== undefined && selection.max !== undefined) expect(selection.min).toBeLessThanOrEqual(selection.max);
      }),
      { numRuns },
    );
  });
});

describe('price filter in the catalog query (× 100, JPY and KRW not converted)', () => {
  it('converts major to minor units per currency', () => {
    expect(priceQuery({ min: 10, max: 25.5 }, 'EUR')).toEqual({ min: 1000, max: 2550 });
    expect(priceQuery({ min: 10, max: 25.5 }, 'GBP')).toEqual({ min: 1000, max: 2550 });
    expect(priceQuery({ min: 1000, max: 2500 }, 'JPY')).toEqual({ min: 1000, max: 2500 });
    expect(priceQuery({ min: 5000, max: 30000 }, 'KRW')).toEqual({ min: 5000, max: 30000 });
    expect(priceQuery({ min: 99.99 }, 'SEK')?.min).toBe(9999);
  });

  it('leaves an open bound open and asks nothing when no bound is set', () => {
    expect(priceQuery({ min: 20 }, 'EUR')).toEqual({ min: 2000, max: Number.MAX_SAFE_INTEGER });
    expect(priceQuery({ max: 20 }, 'JPY')).toEqual({ min: 0, max: 20 });
    expect(priceQuery(null, 'EUR')).toBeNull();
  });

  it('keeps every bound an integer in minor units that converts back to the amount asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom(...CURRENCY_CODES), (cents, currency) => {
        const major = currency === 'JPY' || currency === 'KRW' ? Math.round(cents / 100) : cents / 100;
        const range = priceQuery({ min: major, max: major }, currency);
        const factor = currency === 'JPY' || currency === 'KRW' ? 1 : 100;
        expect(Number.isInteger(range?.min)).toBe(true);
        expect((range?.min ?? 0) / factor).toBeCloseTo(major, 6);
      }),
      { numRuns },
    );
  });

  it('bounds the form by the category range in whole major units, else the default 0–300', () => {
    expect(priceBounds({ min: 795, max: 4999 }, 'EUR')).toEqual({ min: 7, max: 50 });
    expect(priceBounds({ min: 1200, max: 6400 }, 'JPY')).toEqual({ min: 1200, max: 6400 });
    expect(priceBounds(null, 'EUR')).toEqual(DEFAULT_PRICE_RANGE);
    expect(DEFAULT_PRICE_RANGE).toEqual({ min: 0, max: 300 });
  });
});
