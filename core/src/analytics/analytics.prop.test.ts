import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCartEvent } from './events.js';
import { GTM_ID_PATTERN, validateGtmId } from './gtm.js';
import {
  emptyImpressionBatch,
  flushImpressions,
  IMPRESSION_BATCH_MS,
  type ImpressionBatch,
  queueImpression,
  takeDueImpressions,
} from './impressions.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

describe('analytics properties', () => {
  it('batching loses, duplicates and reorders no impression, and never pushes one early', () => {
    const stepArb = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), gap: fc.nat(400) }),
      fc.record({ kind: fc.constant('tick' as const), gap: fc.nat(800) }),
    );
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let batch: ImpressionBatch<{ id: number; at: number }> = emptyImpressionBatch();
        let now = 0;
        let next = 0;
        const pushed: { id: number; at: number }[] = [];
        for (const step of steps) {
          now += step.gap;
          if (step.kind === 'add') batch = queueImpression(batch, { id: next++, at: now }, now);
          const taken = takeDueImpressions(batch, now);
          if (taken.due.length > 0) expect(now - (taken.due[0]?.at ?? now)).toBeGreaterThanOrEqual(IMPRESSION_BATCH_MS);
          pushed.push(...taken.due);
          batch = taken.batch;
        }
        pushed.push(...flushImpressions(batch).due);
        expect(pushed.map((p) => p.id)).toEqual(Array.from({ length: next }, (_, i) => i));
      }),
      { numRuns },
    );
  });

  it('a GTM id is accepted exactly when it matches GTM- and capitals or digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^GTM-[A-Z0-9]{1,10}$/), fc.string({ maxLength: 14 })), (id) => {
        expect(validateGtmId(id).isOk()).toBe(/^GTM-[A-Z0-9]+$/.test(id));
        expect(GTM_ID_PATTERN.test(id)).toBe(validateGtmId(id).isOk());
      }),
      { numRuns },
    );
  });

  it('an event value is the lines total in major units, never losing a minor unit', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('EUR', 'GBP', 'JPY', 'KRW'),
        (price, quantity, currency) => {
          const event = addToCartEvent(currency, { sku: 's', name: 'n', price, discount: 0, quantity });
          const factor = currency === 'JPY' || currency === 'KRW' ? 1 : 100;
          expect(Math.round(event.ecommerce.value * factor)).toBe(price * quantity);
        },
      ),
      { numRuns },
    );
  });
});
