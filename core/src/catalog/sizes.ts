// Sizes order xxxs to xxxl; ages in years are turned into months so kids' sizes compare with each other.
const LETTER_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];
const LETTER_ALIASES: Record<string, string> = { '3xs': 'xxxs', '2xs': 'xxs', '2xl': 'xxl', '3xl': 'xxxl' };

/** Kinds of size, compared in this order: kids' ages, numeric (shoe) sizes, letters, anything else. */
const KIND = { age: 0, numeric: 1, letter: 2, other: 3 } as const;

export interface SizeRank {
  kind: (typeof KIND)[keyof typeof KIND];
  low: number;
  high: number;
}

const AGE = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(y|yr|yrs|year|years|m|mo|mos|month|months)$/;
const NUMERIC = /^(\d+(?:\.\d+)?)(?:\s*[-/]\s*(\d+(?:\.\d+)?))?$/;

function sizeRank(size: string): SizeRank {
  const value = size.trim().toLowerCase();
  const letter = LETTER_SIZES.indexOf(LETTER_ALIASES[value] ?? value);
  if (letter >= 0) return { kind: KIND.letter, low: letter, high: letter };
  const age = AGE.exec(value);
  if (age) {
    const months = age[3]!.startsWith('y') ? 12 : 1;
    const low = Number(age[1]) * months;
    return { kind: KIND.age, low, high: age[2] === undefined ? low : Number(age[2]) * months };
  }
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    const low = Number(numeric[1]);
    return { kind: KIND.numeric, low, high: numeric[2] === undefined ? low : Number(numeric[2]) };
  }
  return { kind: KIND.other, low: 0, high: 0 };
}

function compareRanked(a: { size: string; rank: SizeRank }, b: { size: string; rank: SizeRank }): number {
  const [ra, rb] = [a.rank, b.rank];
  return ra.kind - rb.kind || ra.low - rb.low || ra.high - rb.high || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0);
}

/** A total order: kind, then lower bound, then upper bound, then the text itself, so sorting is stable and repeatable. */
export function compareSizes(a: string, b: string): number {
  return compareRanked({ size: a, rank: sizeRank(a) }, { size: b, rank: sizeRank(b) });
}

/** Ranks each size once, then sorts. */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return sizes
    .map((size) => ({ size, rank: sizeRank(size) }))
    .sort(compareRanked)
    .map((entry) => entry.size);
}
