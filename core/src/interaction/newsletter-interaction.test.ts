import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registeredInteraction } from './newsletter-interaction.js';

describe('newsletter interaction kept locally', () => {
  it("a sign-up is kept as type 'registered' with its time in whole epoch milliseconds", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 4_102_444_800_000, noNaN: true }), (now) => {
        const interaction = registeredInteraction(now);
        expect(interaction.type).toBe('registered');
        expect(Number.isSafeInteger(interaction.time) && interaction.time >= 0).toBe(true);
        expect(JSON.parse(JSON.stringify(interaction))).toEqual(interaction);
      }),
    );
  });
});
