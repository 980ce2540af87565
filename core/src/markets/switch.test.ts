import { describe, expect, it } from 'vitest';
import { findMarket } from './lookups.js';
import { EXTERNAL_STOREFRONTS, marketSwitchDecision, preferredMarketToApply } from './switch.js';

const market = (c: string) => findMarket(c, 'production')!;

describe('market switch (spec §4)', () => {
  it('§4 an external market goes to its external address', () => {
    const au = EXTERNAL_STOREFRONTS.find((s) => s.storefrontCode === 'au')!;
    expect(marketSwitchDecision(market('DE'), au, { isIndexPage: false })).toEqual({ kind: 'external', url: au.url });
    expect(EXTERNAL_STOREFRONTS.map((s) => s.countryCode)).toEqual(['AU', 'NZ']);
  });

  it('§4 another warehouse region reloads at the new storefront', () => {
    expect(marketSwitchDecision(market('DE'), market('US'), { isIndexPage: false })).toEqual({ kind: 'reload', storefront: 'us' });
    expect(marketSwitchDecision(market('US'), market('SE'), { isIndexPage: false })).toEqual({ kind: 'reload', storefront: 'eu' });
  });

  it('§4 the index page always reloads', () => {
    expect(marketSwitchDecision(market('SE'), market('DK'), { isIndexPage: true })).toEqual({ kind: 'reload', storefront: 'eu' });
  });

  it('§4 only another storefront navigates to the same path under the new code', () => {
    expect(marketSwitchDecision(market('DE'), market('AT'), { isIndexPage: false })).toEqual({ kind: 'navigate', storefront: 'at' });
  });

  it('§4 a market of the same storefront changes in place', () => {
    expect(marketSwitchDecision(market('SE'), market('DK'), { isIndexPage: false })).toEqual({ kind: 'in-place' });
  });

  it('§4 a stored preference applies only when known and different from the current market', () => {
    expect(preferredMarketToApply('dk', market('SE'), 'production')?.countryCode).toBe('DK');
    expect(preferredMarketToApply('SE', market('SE'), 'production')).toBeNull();
    expect(preferredMarketToApply('AU', market('SE'), 'production')).toBeNull();
    expect(preferredMarketToApply(undefined, market('SE'), 'production')).toBeNull();
  });
});
