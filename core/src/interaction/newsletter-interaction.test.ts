import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNewsletterInteraction, registeredInteraction } from './newsletter-interaction.js';

describe('newsletter interaction kept locally (spec §3)', () => {
  it("§3 a sign-up is kept as type 'registered' with its time, and reads back the same", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const interaction = registeredInteraction(now);
        expect(interaction).toEqual({ type: 'registered', time: now });
        expect(parseNewsletterInteraction(JSON.stringify(interaction))).toEqual(interaction);
      }),
    );
  });

  it('anything else stored under the key is no interaction', () => {
    for (const stored of [
      null,
      '',
      'registered',
      '{',
      'null',
      '[]',
      '{"type":"registered"}',
      '{"type":"seen","time":1}',
      '{"type":"registered","time":-1}',
      '{"type":"registered","time":"1"}',
      '{"type":"registered","time":1.5}',
    ]) {
      expect(parseNewsletterInteraction(stored), String(stored)).toBeNull();
    }
  });
});
