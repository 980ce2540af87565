import { z } from 'zod';
import type { CurrencyCode } from '../markets/codes.js';
import { minorFactorOf, toMinor } from '../pricing/money.js';
import { DEFAULT_PRICE_RANGE, PRICE_PARAMS } from './filters.js';
import type { PriceRange } from './search.schema.js';

/** What a shopper asked for, in major units; a bound left out is open. */
export interface PriceSelection {
  min?: number;
  max?: number;
}

/** The amounts a shopper may type: whole units or up to two decimals (a comma as some keyboards give it), below a million. */
const AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** One bound as the query carries it; anything else (text, negative, blank, too precise) is no bound at all. */
const BoundSchema = z
  .string()
  .trim()
  .regex(AMOUNT)
  .transform((text) => Number(text.replace(',', '.')))
  .optional()
  .catch(undefined);

const PriceQuerySchema = z.object({ [PRICE_PARAMS.min]: BoundSchema, [PRICE_PARAMS.max]: BoundSchema });

/**
 * Reads the price filter from a query (`price_min`, `price_max`). Bad values are ignored; bounds given the wrong way
 * round are swapped, as a shopper who typed 50 and 10 means 10 to 50. Null when no bound is set.
 */
export function parsePriceSelection(query: Readonly<Record<string, string | null | undefined>>): PriceSelection | null {
  const parsed = PriceQuerySchema.parse({
    [PRICE_PARAMS.min]: query[PRICE_PARAMS.min] ?? undefined,
    [PRICE_PARAMS.max]: query[PRICE_PARAMS.max] ?? undefined,
  });
  const min = parsed[PRICE_PARAMS.min];
  const max = parsed[PRICE_PARAMS.max];
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** The query pairs of a selection, the inverse of parsePriceSelection (links that keep or drop the filter). */
export function priceSearchParams(selection: PriceSelection | null): [string, string][] {
  const pairs: [string, string][] = [];
  if (selection?.min !== undefined) pairs.push([PRICE_PARAMS.min, String(selection.min)]);
  if (selection?.max !== undefined) pairs.push([PRICE_PARAMS.max, String(selection.max)]);
  return pairs;
}

/**
 * The filter's bounds in major units: the category's range (minor units) widened to whole units, or the default
 * 0–300 when the service could not find it (null).
 */
export function priceBounds(range: PriceRange | null, currency: CurrencyCode): { min: number; max: number } {
  if (range === null) return DEFAULT_PRICE_RANGE;
  const factor = minorFactorOf(currency);
  return { min: Math.floor(range.min / factor), max: Math.ceil(range.max / factor) };
}

/** Above every price the shop sells at: an open upper bound. */
const NO_UPPER_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * The catalog query's price range in minor units (major × 100; JPY and KRW have no minor unit). An open bound
 * stays open, so the query does not wait for the category's range and a shopper's "from 20" misses nothing.
 */
export function priceQuery(selection: PriceSelection | null, currency: CurrencyCode): { min: number; max: number } | null {
  if (selection === null) return null;
  return {
    min: selection.min === undefined ? 0 : toMinor(selection.min, currency),
    max: selection.max === undefined ? NO_UPPER_BOUND : toMinor(selection.max, currency),
  };
}
