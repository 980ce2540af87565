/**
 * A TaxJar-style US sales tax check (docs/protocols.md): the zip must lie in the state, else the
 * service answers `to_zip 90210 is not used within to_state NY` (TAX_JAR_ERROR).
 * ZIP prefixes (first three digits) per state, and base state rates in percent.
 */
const STATES: Record<string, { zips: [number, number][]; rate: number }> = {
  AL: { zips: [[350, 369]], rate: 4 },
  AK: { zips: [[995, 999]], rate: 0 },
  AZ: { zips: [[850, 865]], rate: 5.6 },
  AR: { zips: [[716, 729]], rate: 6.5 },
  CA: { zips: [[900, 961]], rate: 7.25 },
  CO: { zips: [[800, 816]], rate: 2.9 },
  CT: { zips: [[60, 69]], rate: 6.35 },
  DE: { zips: [[197, 199]], rate: 0 },
  DC: { zips: [[200, 205]], rate: 6 },
  FL: { zips: [[320, 349]], rate: 6 },
  GA: {
    zips: [
      [300, 319],
      [398, 399],
    ],
    rate: 4,
  },
  HI: { zips: [[967, 968]], rate: 4 },
  ID: { zips: [[832, 838]], rate: 6 },
  IL: { zips: [[600, 629]], rate: 6.25 },
  IN: { zips: [[460, 479]], rate: 7 },
  IA: { zips: [[500, 528]], rate: 6 },
  KS: { zips: [[660, 679]], rate: 6.5 },
  KY: { zips: [[400, 427]], rate: 6 },
  LA: { zips: [[700, 714]], rate: 4.45 },
  ME: { zips: [[39, 49]], rate: 5.5 },
  MD: { zips: [[206, 219]], rate: 6 },
  MA: { zips: [[10, 27]], rate: 6.25 },
  MI: { zips: [[480, 499]], rate: 6 },
  MN: { zips: [[550, 567]], rate: 6.875 },
  MS: { zips: [[386, 397]], rate: 7 },
  MO: { zips: [[630, 658]], rate: 4.225 },
  MT: { zips: [[590, 599]], rate: 0 },
  NE: { zips: [[680, 693]], rate: 5.5 },
  NV: { zips: [[889, 898]], rate: 6.85 },
  NH: { zips: [[30, 38]], rate: 0 },
  NJ: { zips: [[70, 89]], rate: 6.625 },
  NM: { zips: [[870, 884]], rate: 4.875 },
  NY: {
    zips: [
      [100, 149],
      [5, 5],
      [63, 63],
    ],
    rate: 4,
  },
  NC: { zips: [[270, 289]], rate: 4.75 },
  ND: { zips: [[580, 588]], rate: 5 },
  OH: { zips: [[430, 459]], rate: 5.75 },
  OK: { zips: [[730, 749]], rate: 4.5 },
  OR: { zips: [[970, 979]], rate: 0 },
  PA: { zips: [[150, 196]], rate: 6 },
  RI: { zips: [[28, 29]], rate: 7 },
  SC: { zips: [[290, 299]], rate: 6 },
  SD: { zips: [[570, 577]], rate: 4.2 },
  TN: { zips: [[370, 385]], rate: 7 },
  TX: {
    zips: [
      [750, 799],
      [885, 885],
    ],
    rate: 6.25,
  },
  UT: { zips: [[840, 847]], rate: 6.1 },
  VT: { zips: [[50, 59]], rate: 6 },
  VA: { zips: [[220, 246]], rate: 5.3 },
  WA: { zips: [[980, 994]], rate: 6.5 },
  WV: { zips: [[247, 268]], rate: 6 },
  WI: { zips: [[530, 549]], rate: 5 },
  WY: { zips: [[820, 831]], rate: 4 },
};

export type UsTaxCheck = { ok: true; rate: number } | { ok: false; detail: string };

export function checkUsAddress(zip: string, state: string | undefined): UsTaxCheck {
  const code = (state ?? '').trim().toUpperCase();
  const zip5 = zip.trim();
  const entry = STATES[code];
  if (!entry) return { ok: false, detail: `to_state ${code || '(none)'} is not a valid state for to_country US` };
  if (!/^\d{5}(-\d{4})?$/.test(zip5)) return { ok: false, detail: `to_zip ${zip5 || '(none)'} is not used within to_state ${code}` };
  const prefix = Number(zip5.slice(0, 3));
  const inState = entry.zips.some(([from, to]) => prefix >= from && prefix <= to);
  return inState ? { ok: true, rate: entry.rate } : { ok: false, detail: `to_zip ${zip5} is not used within to_state ${code}` };
}

/** Sales tax on top of a US total, rounded to the cent. */
export function usSalesTax(amount: number, rate: number): number {
  return Math.round((amount * rate) / 100);
}
