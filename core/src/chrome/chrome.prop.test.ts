import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_OFFSET, HEADER_MIN_SCROLL, HEADER_SHOWN, type HeaderScrollState, nextHeaderState } from './header-visibility.js';
import { marqueeSeconds } from './top-banner.js';
import { widgetPlan } from './widgets.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const scrollY = fc.integer({ min: 0, max: 5000 });
const state: fc.Arbitrary<HeaderScrollState> = fc.record({ hidden: fc.boolean(), anchorY: scrollY });

describe('chrome properties', () => {
  it('the header always shows within 100 px of the top or while blocked', () => {
    fc.assert(
      fc.property(state, scrollY, fc.boolean(), (before, y, blocked) => {
        fc.pre(blocked || y <= HEADER_HIDE_OFFSET);
        expect(nextHeaderState(before, { scrollY: y, blocked }).hidden).toBe(false);
      }),
      { numRuns },
    );
  });

  it('movement under 20 px from the anchor never toggles the header (no flicker)', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: -(HEADER_MIN_SCROLL - 1), max: HEADER_MIN_SCROLL - 1 }), (before, delta) => {
        const y = before.anchorY + delta;
        fc.pre(y > HEADER_HIDE_OFFSET);
        expect(nextHeaderState(before, { scrollY: y, blocked: false })).toEqual(before);
      }),
      { numRuns },
    );
  });

  it('unblocked, the header is hidden exactly after a net move down of 20 px or more past 100 px (model)', () => {
    fc.assert(
      fc.property(fc.array(scrollY, { maxLength: 40 }), (ys) => {
        let model = { hidden: false, anchorY: 0 };
        let real = HEADER_SHOWN;
        for (const y of ys) {
          real = nextHeaderState(real, { scrollY: y, blocked: false });
          if (y <= HEADER_HIDE_OFFSET) model = { hidden: false, anchorY: y };
          else if (Math.abs(y - model.anchorY) >= HEADER_MIN_SCROLL) model = { hidden: y > model.anchorY, anchorY: y };
          expect(real).toEqual(model);
        }
      }),
      { numRuns },
    );
  });

  it('a marquee never lasts under 10 s and grows with the message (monotone)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 50 }), (message, more) => {
        expect(marqueeSeconds(message)).toBeGreaterThanOrEqual(10);
        expect(marqueeSeconds(message + more)).toBeGreaterThanOrEqual(marqueeSeconds(message));
      }),
      { numRuns },
    );
  });

  it('only the us storefront ever loads the accessibility widget; nothing loads without a URL', () => {
    const url = fc.option(fc.webUrl(), { nil: undefined });
    fc.assert(
      fc.property(fc.constantFrom('de', 'us', 'fr', 'uk', 'eu', 'gl'), url, url, (storefront, accessibility, chat) => {
        const plan = widgetPlan(storefront, { accessibility, chat });
        expect(plan.accessibility).toBe(storefront === 'us' ? (accessibility ?? null) : null);
        expect(plan.chat?.src ?? null).toBe(chat ?? null);
        if (plan.chat) expect([16, 78]).toContain(plan.chat.bottom);
      }),
      { numRuns },
    );
  });
});
