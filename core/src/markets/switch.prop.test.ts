import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES } from './codes.js';
import { defaultMarketOf, listMarkets } from './lookups.js';
import { externalStorefronts, marketSwitchTarget } from './switch.js';

// Sites as the server's configuration would give them (EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ).
const EXTERNAL_STOREFRONTS = externalStorefronts({ au: 'https://au.shop.test/', nz: 'https://nz.shop.test/' });

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const markets = listMarkets('production');
const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const query = fc.array(fc.tuple(fc.constantFrom('sort', 'color', 'material', 'page', 'utm_campaign'), slug), { maxLength: 3 });
const searchOf = (pairs: [string, string][]) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`);

describe('market switch target over all 12 storefronts', () => {
  it('another storefront of the same warehouse keeps the path and query; another region reloads at its home', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...markets),
        fc.constantFrom(...markets),
        fc.array(slug, { minLength: 1, maxLength: 3 }),
        query,
        (from, to, parts, pairs) => {
          const pathname = `/${from.storefrontCode}/${parts.join('/')}`;
          const search = searchOf(pairs);
          const target = marketSwitchTarget(from, to, { pathname, search });
          if (to.warehouse.region !== from.warehouse.region) {
            expect(target).toEqual({ kind: 'reload', storefront: to.storefrontCode, href: `/${to.storefrontCode}` });
          } else if (to.storefrontCode !== from.storefrontCode) {
            expect(target.kind).toBe('navigate');
            expect(target.href).toBe(`/${to.storefrontCode}/${parts.join('/')}${search}`);
          } else {
            expect(target).toEqual({ kind: 'in-place', href: `${pathname}${search}` });
          }
        },
      ),
      { numRuns },
    );
  });

  it('from a storefront home every own market reloads at its home, and au/nz always leave for their sites', () => {
    for (const code of STOREFRONT_CODES) {
      const from = defaultMarketOf(code, 'production');
      for (const to of markets) {
        expect(marketSwitchTarget(from, to, { pathname: `/${code}`, search: '?utm_campaign=x' })).toEqual({
          kind: 'reload',
          storefront: to.storefrontCode,
          href: `/${to.storefrontCode}`,
        });
      }
      for (const external of EXTERNAL_STOREFRONTS) {
        expect(marketSwitchTarget(from, external, { pathname: `/${code}/adults/socks` }).href).toBe(external.url);
      }
    }
  });
});
