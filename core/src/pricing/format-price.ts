import type { CountryCode, CurrencyCode } from '../markets/codes.js';
import { CURRENCY_SYMBOLS } from '../markets/currency-symbols.js';
import { minorDigitsOf } from './money.js';

interface Layout {
  /** 'prefix': symbol before the amount; 'suffix': after. */
  position: 'prefix' | 'suffix';
  space: boolean;
  decimal: '.' | ',';
  group: ',' | '.' | ' ';
}

const ENGLISH_PREFIX: Layout = { position: 'prefix', space: false, decimal: '.', group: ',' };
const CONTINENTAL_SUFFIX: Layout = { position: 'suffix', space: true, decimal: ',', group: '.' };

/**
 * Where the symbol goes (USD before the amount; kr and Kč after it, with a space). Separators follow the amount's own
 * convention: English-style (`£1,234.50`) for GBP, USD, JPY, KRW, CHF and the English-speaking euro markets IE and LU;
 * comma decimals for the other euro markets (`12,50 €`, `€ 12,50`) and for kr and Kč (`12,50 kr`, grouping with a
 * space).
 */
function layoutOf(currency: CurrencyCode, country: CountryCode): Layout {
  switch (currency) {
    case 'GBP':
    case 'USD':
    case 'JPY':
    case 'KRW':
      return ENGLISH_PREFIX;
    case 'CHF':
      return { ...ENGLISH_PREFIX, space: true };
    case 'SEK':
    case 'DKK':
    case 'NOK':
    case 'CZK':
      return { ...CONTINENTAL_SUFFIX, group: ' ' };
    case 'EUR':
      if (country === 'IE' || country === 'LU') return ENGLISH_PREFIX;
      if (country === 'NL' || country === 'AT') return { ...CONTINENTAL_SUFFIX, position: 'prefix' };
      return CONTINENTAL_SUFFIX;
  }
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount in minor units as the shopper reads it. `dropZeroDecimals` drops a trailing `.00` (listings
 * drop it, cart and checkout totals keep it). Fractional minor units are rounded.
 */
export function formatPrice(
  minor: number,
  currency: CurrencyCode,
  country: CountryCode,
  options: { dropZeroDecimals?: boolean } = {},
): string {
  if (!Number.isFinite(minor)) throw new RangeError(`Not an amount: ${minor}`);
  const layout = layoutOf(currency, country);
  const digits = minorDigitsOf(currency);
  const absolute = Math.abs(Math.round(minor));
  const factor = 10 ** digits;
  const whole = groupDigits(String(Math.floor(absolute / factor)), layout.group);
  const cents = absolute % factor;
  const showCents = digits > 0 && !(options.dropZeroDecimals && cents === 0);
  const amount = showCents ? `${whole}${layout.decimal}${String(cents).padStart(digits, '0')}` : whole;
  const symbol = CURRENCY_SYMBOLS[currency];
  const gap = layout.space ? ' ' : '';
  const text = layout.position === 'prefix' ? `${symbol}${gap}${amount}` : `${amount}${gap}${symbol}`;
  return Math.round(minor) < 0 ? `-${text}` : text;
}
