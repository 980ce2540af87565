import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NotificationRequestItem, signedItem, verifyNotification } from './hmac.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

const itemArb: fc.Arbitrary<NotificationRequestItem> = fc.record({
  amount: fc.record({ currency: fc.constantFrom('EUR', 'USD', 'SEK', 'JPY'), value: fc.nat({ max: 10_000_000 }) }),
  eventCode: fc.constantFrom('AUTHORISATION', 'CAPTURE', 'REFUND'),
  merchantAccountCode: fc.string({ minLength: 1, maxLength: 20 }),
  merchantReference: fc.string({ maxLength: 40 }),
  pspReference: fc.stringMatching(/^\d{16}$/),
  success: fc.constantFrom('true' as const, 'false' as const),
});
const keyArb = fc.uint8Array({ minLength: 16, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('hex'));

describe('notification HMAC properties', () => {
  it('round trip: whatever is signed with a key verifies with that key', () => {
    fc.assert(
      fc.property(itemArb, keyArb, (item, key) => verifyNotification(signedItem(item, key), key)),
      { numRuns },
    );
  });

  it('a changed amount, reference or result no longer verifies', () => {
    fc.assert(
      fc.property(itemArb, keyArb, fc.integer({ min: 1, max: 1000 }), (item, key, delta) => {
        const signed = signedItem(item, key);
        expect(verifyNotification({ ...signed, amount: { ...signed.amount, value: signed.amount.value + delta } }, key)).toBe(false);
        expect(verifyNotification({ ...signed, merchantReference: `${signed.merchantReference}x` }, key)).toBe(false);
        expect(verifyNotification({ ...signed, success: signed.success === 'true' ? 'false' : 'true' }, key)).toBe(false);
      }),
      { numRuns },
    );
  });
});
