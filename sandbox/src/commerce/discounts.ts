import type { CurrencyCode } from '@sockshop/core/markets';

/** The sandbox's discount codes: one of each kind of discount the backend's raw cart knows. */
export type DiscountRule = { type: 'percentage'; value: number } | { type: 'absolute'; value: number } | { type: 'freeShipping'; value: 0 };

// Absolute amounts in minor units per currency (JPY and KRW have none).
const FIVE_OFF: Record<CurrencyCode, number> = {
  EUR: 500,
  GBP: 500,
  CHF: 500,
  USD: 500,
  SEK: 5000,
  DKK: 4000,
  NOK: 5000,
  CZK: 12500,
  JPY: 800,
  KRW: 7000,
};

export const DISCOUNT_CODES = ['HAPPY10', 'FIVEOFF', 'FREESHIP'] as const;
export type DiscountCode = (typeof DISCOUNT_CODES)[number];

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isDiscountCode(code: string): code is DiscountCode {
  return (DISCOUNT_CODES as readonly string[]).includes(code);
}

export function discountRule(code: DiscountCode, currency: CurrencyCode): DiscountRule {
  switch (code) {
    case 'HAPPY10':
      return { type: 'percentage', value: 10 };
    case 'FIVEOFF':
      return { type: 'absolute', value: FIVE_OFF[currency] };
    case 'FREESHIP':
      return { type: 'freeShipping', value: 0 };
  }
}
