import { randomBytes } from 'node:crypto';
import { type Card, fullYear, luhnValid } from './test-cards.js';

/** What the card form posts to /checkout/card/tokens. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export interface CardTokens {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

type Field = 'number' | 'expiryMonth' | 'expiryYear' | 'cvc';

export type CardProblem = 'number' | 'expiryFormat' | 'expired' | 'cvc' | 'holderName';

/** Checks a typed card; answers the first problem and the field to fix, or the normalised card. */
export function validateCardInput(
  input: CardInput,
  now = new Date(),
): { ok: true; card: Required<Card> } | { ok: false; problem: CardProblem; field: keyof CardInput } {
  const number = input.number.replace(/[\s-]+/g, '');
  if (!luhnValid(number)) return { ok: false, problem: 'number', field: 'number' };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'expiryFormat', field: 'expiry' };
  const year = Number(fullYear(expiry[2]!));
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, problem: 'expired', field: 'expiry' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, problem: 'cvc', field: 'cvc' };
  const holderName = input.holderName.trim();
  if (holderName.length === 0 || holderName.length > 100) return { ok: false, problem: 'holderName', field: 'holderName' };
  return {
    ok: true,
    card: { number, expiryMonth: String(month).padStart(2, '0'), expiryYear: String(year), cvc: input.cvc.trim(), holderName },
  };
}

const TEST_PREFIX = 'test_';
const TOKEN_PREFIX = 'enc_';

/**
 * Keeps typed cards behind opaque `enc_…` tokens, in memory only (a restart forgets them, as a real vault's
 * short-lived tokens would expire). Bounded: the oldest cards are dropped past `capacity`.
 */
export function createCardVault(capacity = 10_000) {
  const tokens = new Map<string, { cardId: string; field: Field }>();
  const cards = new Map<string, { card: Required<Card>; tokens: string[] }>();

  const newToken = () => `${TOKEN_PREFIX}${randomBytes(18).toString('base64url')}`;

  return {
    tokenize(card: Required<Card>): CardTokens {
      const cardId = randomBytes(12).toString('hex');
      const fields: Field[] = ['number', 'expiryMonth', 'expiryYear', 'cvc'];
      const issued = fields.map((field) => {
        const token = newToken();
        tokens.set(token, { cardId, field });
        return token;
      });
      cards.set(cardId, { card, tokens: issued });
      while (cards.size > capacity) {
        const [oldest, entry] = cards.entries().next().value as [string, { tokens: string[] }];
        for (const token of entry.tokens) tokens.delete(token);
        cards.delete(oldest);
      }
      const [encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode] = issued as [
        string,
        string,
        string,
        string,
      ];
      return { encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode };
    },

    /**
     * Turns a payment method's card fields back into a card: `enc_` tokens from this vault (all of one card)
     * or Adyen's plain `test_` values. Undefined when the number is missing or a token is unknown.
     */
    resolve(method: Partial<CardTokens> & { holderName?: string }): Card | undefined {
      const { encryptedCardNumber: numberField } = method;
      if (typeof numberField !== 'string') return undefined;
      if (numberField.startsWith(TEST_PREFIX)) {
        const plain = (value: string | undefined) => (value?.startsWith(TEST_PREFIX) ? value.slice(TEST_PREFIX.length) : undefined);
        return {
          number: numberField.slice(TEST_PREFIX.length),
          expiryMonth: plain(method.encryptedExpiryMonth),
          expiryYear: plain(method.encryptedExpiryYear),
          cvc: plain(method.encryptedSecurityCode),
          holderName: method.holderName,
        };
      }
      const owner = tokens.get(numberField);
      if (owner?.field !== 'number') return undefined;
      const stored = cards.get(owner.cardId)!.card;
      const others: [string | undefined, Field][] = [
        [method.encryptedExpiryMonth, 'expiryMonth'],
        [method.encryptedExpiryYear, 'expiryYear'],
        [method.encryptedSecurityCode, 'cvc'],
      ];
      for (const [token, field] of others) {
        if (token === undefined) continue;
        const entry = tokens.get(token);
        if (!entry || entry.cardId !== owner.cardId || entry.field !== field) return undefined;
      }
      return { ...stored, holderName: method.holderName ?? stored.holderName };
    },
  };
}
export type CardVault = ReturnType<typeof createCardVault>;
