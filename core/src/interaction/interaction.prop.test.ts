import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../catalog/search.schema.js';
import { type Ball, stepBall } from './bouncing-balls.js';
import { CLOSED_MOBILE_MENU, type MobileMenuEvent, mobileMenuReducer } from './mobile-menu.js';
import { cycleIndex, EMPTY_SEARCH_INPUT, type SearchInputEvent, searchInputReducer, shouldSuggest } from './search-input.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const suggestions = (n: number): Suggestion[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}`, product: { sku: `S${i}`, title: '', photo: '' } }));

const searchEventArb: fc.Arbitrary<SearchInputEvent> = fc.oneof(
  fc.string({ maxLength: 6 }).map((term) => ({ type: 'term.changed', term }) as const),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.nat(8))
    .map(([term, n]) => ({ type: 'suggestions.loaded', term, suggestions: suggestions(n) }) as const),
  fc.constantFrom({ type: 'key.down' } as const, { type: 'key.up' } as const, { type: 'escape' } as const, { type: 'reset' } as const),
);

describe('interaction properties', () => {
  it('cycling n+1 times in one direction comes back to where it started, and up undoes down', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: -1, max: 10 }), (count, start) => {
        const index = Math.min(start, count - 1);
        let i = index;
        for (let k = 0; k <= count; k++) i = cycleIndex(i, count, 1);
        expect(i).toBe(count === 0 ? -1 : index);
        expect(cycleIndex(cycleIndex(index, count, 1), count, -1)).toBe(count === 0 ? -1 : index);
      }),
      { numRuns },
    );
  });

  it('the search input never shows suggestions for a short term, and the active index stays in range', () => {
    fc.assert(
      fc.property(fc.array(searchEventArb, { maxLength: 30 }), (events) => {
        let state = EMPTY_SEARCH_INPUT;
        for (const event of events) {
          state = searchInputReducer(state, event);
          if (!shouldSuggest(state.term)) expect(state.suggestions).toEqual([]);
          expect(state.activeIndex).toBeGreaterThanOrEqual(-1);
          expect(state.activeIndex).toBeLessThan(Math.max(state.suggestions.length, 0));
        }
      }),
      { numRuns },
    );
  });

  it('a ball inside the footer stays inside after any number of steps, and stepping never mutates it', () => {
    const ballArb = fc
      .record({ width: fc.integer({ min: 200, max: 2000 }), height: fc.integer({ min: 160, max: 600 }), radius: fc.constantFrom(60, 80) })
      .chain(({ width, height, radius }) =>
        fc.record({
          bounds: fc.constant({ width, height }),
          ball: fc.record({
            x: fc.double({ min: radius, max: width - radius, noNaN: true }),
            y: fc.double({ min: radius, max: height - radius, noNaN: true }),
            vx: fc.double({ min: -30, max: 30, noNaN: true }),
            vy: fc.double({ min: -30, max: 30, noNaN: true }),
            radius: fc.constant(radius),
            color: fc.constant('#fff'),
          }),
          pointer: fc.option(fc.record({ x: fc.integer({ min: 0, max: width }), y: fc.integer({ min: 0, max: height }) }), {
            nil: undefined,
          }),
          steps: fc.integer({ min: 1, max: 120 }),
        }),
      );
    fc.assert(
      fc.property(ballArb, ({ bounds, ball, pointer, steps }) => {
        const frozen: Ball = Object.freeze({ ...ball });
        let current: Ball = stepBall(frozen, bounds, pointer);
        for (let k = 1; k < steps; k++) current = stepBall(current, bounds, pointer);
        expect(current.x).toBeGreaterThanOrEqual(ball.radius - 1e-9);
        expect(current.x).toBeLessThanOrEqual(bounds.width - ball.radius + 1e-9);
        expect(current.y).toBeGreaterThanOrEqual(ball.radius - 1e-9);
        expect(current.y).toBeLessThanOrEqual(bounds.height - ball.radius + 1e-9);
        expect(frozen).toEqual(ball);
      }),
      { numRuns },
    );
  });

  it('a closed menu never shows a submenu, whatever happened before', () => {
    const eventArb: fc.Arbitrary<MobileMenuEvent> = fc.oneof(
      fc.constantFrom<MobileMenuEvent>(
        { type: 'menu.toggled' },
        { type: 'menu.closed' },
        { type: 'submenu.back' },
        { type: 'escape.pressed' },
        { type: 'route.changed' },
      ),
      fc.constantFrom('a', 'b').map((uid) => ({ type: 'submenu.opened', uid }) as const),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), (events) => {
        const menu = events.reduce(mobileMenuReducer, CLOSED_MOBILE_MENU);
        if (!menu.open) expect(menu.submenu).toBeNull();
      }),
      { numRuns },
    );
  });
});
