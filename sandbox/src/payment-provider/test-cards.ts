/** The sandbox's test cards (README.md in this folder lists them for people). */
export const TEST_CARDS = {
  authorised: { number: '4111111145551142', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
  refused: { number: '4000000000000002', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
  challenge: { number: '4212345678910006', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
} as const;

/** Holder names that force an outcome on any card (Adyen's test convention for DECLINED, ours for PENDING). */
export const DECLINED_HOLDER = 'DECLINED';
export const PENDING_HOLDER = 'PENDING';

export interface Card {
  number: string;
  expiryMonth?: string;
  expiryYear?: string;
  cvc?: string;
  holderName?: string;
}

/** Adyen refusal reasons the sandbox gives (docs/protocols.md). */
export const REFUSALS = {
  refused: { refusalReason: 'Refused', refusalReasonCode: '2' },
  expired: { refusalReason: 'Expired Card', refusalReasonCode: '6' },
  invalidNumber: { refusalReason: 'Invalid Card Number', refusalReasonCode: '8' },
  cvcDeclined: { refusalReason: 'CVC Declined', refusalReasonCode: '24' },
} as const;
export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

export type CardDecision = { kind: 'authorise' } | { kind: 'refuse'; refusal: Refusal } | { kind: 'challenge' } | { kind: 'pending' };

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Four-digit year from '30' or '2030'. */
export function fullYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/**
 * What a card does. Expiry and CVC are checked only when sent, so Adyen's bare `test_` card number works;
 * any other card number is refused as invalid.
 */
export function decideCard(card: Card): CardDecision {
  const holder = card.holderName?.trim().toUpperCase();
  if (holder === DECLINED_HOLDER) return { kind: 'refuse', refusal: REFUSALS.refused };
  const number = card.number.replace(/\s+/g, '');
  const known = Object.values(TEST_CARDS).find((c) => c.number === number);
  if (!known) return { kind: 'refuse', refusal: REFUSALS.invalidNumber };
  if (card.expiryMonth !== undefined && card.expiryMonth.padStart(2, '0') !== known.expiryMonth) {
    return { kind: 'refuse', refusal: REFUSALS.expired };
  }
  if (card.expiryYear !== undefined && fullYear(card.expiryYear) !== known.expiryYear) return { kind: 'refuse', refusal: REFUSALS.expired };
  if (card.cvc !== undefined && card.cvc !== known.cvc) return { kind: 'refuse', refusal: REFUSALS.cvcDeclined };
  if (known === TEST_CARDS.refused) return { kind: 'refuse', refusal: REFUSALS.refused };
  if (known === TEST_CARDS.challenge) return { kind: 'challenge' };
  if (holder === PENDING_HOLDER) return { kind: 'pending' };
  return { kind: 'authorise' };
}
