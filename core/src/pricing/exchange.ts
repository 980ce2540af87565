import { z } from 'zod';

/** Rates against EUR (1 EUR = rate units), as GET /api/eurocon answers. May hold currencies beyond CurrencyCode. */
export type EurRates = Readonly<Record<string, number>>;

export interface RateRule {
  /** Used when the live map lacks the currency or holds no usable rate. */
  fallback: number;
  /** A fixed, rounded rate used instead of the live one. */
  roundedRate?: number;
  /** Percent added on top of the rate. */
  adjustmentPercent?: number;
}

/**
 * Fallback rates per currency, optional rounded rates and percentage adjustments (CHF 5, NZD 10, NOK 20, HKD 50,
 * JPY 5). Fallbacks are recent market rates; DKK is pegged to the euro, so a rounded rate keeps its prices steady.
 */
export const FALLBACK_RATES: Readonly<Record<string, RateRule>> = {
  EUR: { fallback: 1 },
  GBP: { fallback: 0.86 },
  CHF: { fallback: 0.95, adjustmentPercent: 5 },
  USD: { fallback: 1.08 },
  SEK: { fallback: 11.5 },
  DKK: { fallback: 7.46, roundedRate: 7.5 },
  NOK: { fallback: 11.7, adjustmentPercent: 20 },
  CZK: { fallback: 25 },
  JPY: { fallback: 160, adjustmentPercent: 5 },
  KRW: { fallback: 1450 },
  AUD: { fallback: 1.65 },
  NZD: { fallback: 1.8, adjustmentPercent: 10 },
  HKD: { fallback: 8.4, adjustmentPercent: 50 },
};

const usable = (rate: number | undefined): rate is number => typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** The rate map from /api/eurocon, keeping only positive finite rates under upper-case three-letter codes. */
export function parseEurRates(value: unknown): Record<string, number> {
  const parsed = z.record(z.string(), z.unknown()).safeParse(value);
  if (!parsed.success) return {};
  const rates: Record<string, number> = {};
  for (const [code, rate] of Object.entries(parsed.data)) {
    if (/^[A-Z]{3}$/.test(code) && typeof rate === 'number' && usable(rate)) rates[code] = rate;
  }
  return rates;
}
