import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, STOREFRONT_CODES } from './codes.js';
import { findMarket, listMarkets, resolveMarket, resolveStorefrontCode } from './lookups.js';
import { externalStorefronts, marketSwitchDecision, preferredMarketToApply } from './switch.js';

// Sites as the server's configuration would give them (EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ).
const EXTERNAL_STOREFRONTS = externalStorefronts({ au: 'https://au.shop.test/', nz: 'https://nz.shop.test/' });

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const envArb = fc.constantFrom('production' as const, 'staging' as const);
const marketArb = fc.constantFrom(...listMarkets('production'));
const countryTextArb = fc.oneof(fc.constantFrom(...COUNTRY_CODES, 'AU', 'NZ', 'XX'), fc.string({ maxLength: 3 }));
const caseArb = fc.constantFrom(
  (s: string) => s,
  (s: string) => s.toLowerCase(),
);

describe('market properties', () => {
  it('the resolved market always belongs to the storefront', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOREFRONT_CODES),
        fc.option(countryTextArb, { nil: undefined }),
        envArb,
        (storefront, cookieCountry, env) => {
          const market = resolveMarket({ storefront, cookieCountry }, env);
          expect(market.storefrontCode).toBe(storefront);
          const cookieMarket = cookieCountry ? findMarket(cookieCountry, env) : null;
          if (cookieMarket?.storefrontCode === storefront) expect(market).toEqual(cookieMarket);
        },
      ),
      { numRuns },
    );
  });

  it('a path segment resolves to itself, to de for _default, or to nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...STOREFRONT_CODES, '_default', 'au'), fc.string({ maxLength: 4 })), envArb, (segment, env) => {
        const code = resolveStorefrontCode(segment, env);
        if (segment === '_default') expect(code).toBe('de');
        else expect(code).toBe((STOREFRONT_CODES as readonly string[]).includes(segment) ? segment : null);
      }),
      { numRuns },
    );
  });

  it('the switch reloads exactly on another warehouse region or the index page, and stays in place only within a storefront', () => {
    fc.assert(
      fc.property(marketArb, marketArb, fc.boolean(), (from, to, isIndexPage) => {
        const decision = marketSwitchDecision(from, to, { isIndexPage });
        expect(decision.kind === 'reload').toBe(isIndexPage || from.warehouse.region !== to.warehouse.region);
        if (decision.kind === 'in-place') expect(to.storefrontCode).toBe(from.storefrontCode);
        if (decision.kind === 'navigate' || decision.kind === 'reload') expect(decision.storefront).toBe(to.storefrontCode);
        expect(decision.kind).not.toBe('external');
      }),
      { numRuns },
    );
  });

  it('an external target always leaves the shop', () => {
    fc.assert(
      fc.property(marketArb, fc.constantFrom(...EXTERNAL_STOREFRONTS), fc.boolean(), (from, to, isIndexPage) => {
        expect(marketSwitchDecision(from, to, { isIndexPage })).toEqual({ kind: 'external', url: to.url });
      }),
      { numRuns: 20 },
    );
  });

  it('a stored preference, when applied, is a known market other than the current one', () => {
    fc.assert(
      fc.property(fc.option(countryTextArb, { nil: null }), caseArb, marketArb, envArb, (stored, recase, current, env) => {
        const preferred = preferredMarketToApply(stored === null ? null : recase(stored), current, env);
        if (preferred) {
          expect(preferred.countryCode).not.toBe(current.countryCode);
          expect(findMarket(preferred.countryCode, env)).toEqual(preferred);
        } else {
          expect(stored === null || findMarket(stored, env) === null || stored.toUpperCase() === current.countryCode).toBe(true);
        }
      }),
      { numRuns },
    );
  });
});
