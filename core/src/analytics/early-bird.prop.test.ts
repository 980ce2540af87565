import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';
import { addEarlyBirdRecord, earlyBirdAfterNavigation, NO_EARLY_BIRD_RECORDS } from './early-bird.js';

const recorder = () => {
  const warnings: string[] = [];
  const logger: Logger = { info() {}, warn: (message) => void warnings.push(message), error() {} };
  return { logger, warnings };
};
const idArb = fc.oneof(fc.constantFrom('', '  ', 'r1', 'r2', 'r3'), fc.string({ maxLength: 6 }));

describe('early-bird record set', () => {
  it('holds each record once in the order first added, and the last one added; an empty one only warns', () => {
    fc.assert(
      fc.property(fc.array(idArb, { maxLength: 20 }), (ids) => {
        const { logger, warnings } = recorder();
        const records = ids.reduce((set, id) => addEarlyBirdRecord(set, id, logger), NO_EARLY_BIRD_RECORDS);
        const kept = ids.map((id) => id.trim()).filter((id) => id !== '');
        expect(records.ids).toEqual([...new Set(kept)]);
        expect(records.last).toBe(kept.at(-1) ?? null);
        expect(warnings).toEqual(Array(ids.length - kept.length).fill(MESSAGES.missingEbRecord));
      }),
    );
  });

  it("adding an empty record changes nothing and logs 'Missing record for ebRecoIds'", () => {
    const { logger, warnings } = recorder();
    const one = addEarlyBirdRecord(NO_EARLY_BIRD_RECORDS, 'r1', logger);
    for (const empty of ['', null, undefined]) expect(addEarlyBirdRecord(one, empty, logger)).toBe(one);
    expect(warnings).toEqual(['Missing record for ebRecoIds', 'Missing record for ebRecoIds', 'Missing record for ebRecoIds']);
  });

  it('a client navigation clears the set, except the hydration of a server-rendered page', () => {
    const { logger } = recorder();
    const records = addEarlyBirdRecord(NO_EARLY_BIRD_RECORDS, 'r1', logger);
    expect(earlyBirdAfterNavigation(records, { hydrating: true, serverRendered: true })).toBe(records);
    expect(earlyBirdAfterNavigation(records, { hydrating: false, serverRendered: true })).toEqual(NO_EARLY_BIRD_RECORDS);
    expect(earlyBirdAfterNavigation(records, { hydrating: true, serverRendered: false })).toEqual(NO_EARLY_BIRD_RECORDS);
    expect(earlyBirdAfterNavigation(records, { hydrating: false, serverRendered: false })).toEqual(NO_EARLY_BIRD_RECORDS);
  });
});
