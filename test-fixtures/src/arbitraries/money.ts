import fc from 'fast-check';

/** An amount in minor units, as MinorUnitsSchema allows (a non-negative integer), up to `max`. */
export const moneyUpTo = (max: number): fc.Arbitrary<number> => fc.integer({ min: 0, max });

/** An amount in minor units up to ten million major units. */
export const moneyArb: fc.Arbitrary<number> = moneyUpTo(1_000_000_000);

/** An original and a final price in minor units, the final never above the original. */
export const pricePairArb = (max = 10_000_000): fc.Arbitrary<{ original: number; final: number }> =>
  fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max })).map(([a, b]) => ({ original: Math.max(a, b), final: Math.min(a, b) }));
