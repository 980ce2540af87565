import { externalStorefronts, findMarket, listMarkets, STOREFRONT_CODES } from '@sockshop/core/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSwitch } from './switch-in-page';
import { type MarketOption, returnTarget, switcherOptions } from './switcher-options';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 100);
const markets = listMarkets('production');
const optionFor = (countryCode: string, storefront: string): MarketOption => ({ countryCode, name: countryCode, storefront, href: '' });
// The layout hands the switcher each external storefront with its configured site as the option's link.
const EXTERNAL_STOREFRONTS = externalStorefronts({ au: 'https://au.shop.test/', nz: 'https://nz.shop.test/' });

describe('country switcher links', () => {
  it('return to the page with its path and query, so /api/market can keep both', () => {
    const returnTo = returnTarget({ pathname: '/de/adults/socks', search: '?sort=price:asc&color=black', hash: '' });
    const [austria] = switcherOptions([{ countryCode: 'AT', name: 'Österreich', storefront: 'at', url: null }], returnTo);
    expect(austria?.href).toBe(`/api/market?country=AT&return=${encodeURIComponent('/de/adults/socks?sort=price:asc&color=black')}`);
    expect(austria?.external).toBe(false);
  });

  it('external storefronts link to their own site', () => {
    const [australia] = switcherOptions(
      [{ countryCode: 'AU', name: 'Australia', storefront: 'au', url: 'https://au.example.test/' }],
      '/de',
    );
    expect(australia).toMatchObject({ href: 'https://au.example.test/', external: true });
  });
});

describe('the switch the page makes with JavaScript (core marketSwitchTarget), every storefront', () => {
  it('path and query are kept under another storefront of the region; the same storefront switches in place', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...markets),
        fc.constantFrom(...markets),
        fc.constantFrom('/adults/socks', '/kids/socks', '/product/SOCK-1', '/faq/shipping'),
        fc.constantFrom('', '?sort=price:asc&color=black', '?page=2&material=wool'),
        (from, to, path, search) => {
          const at = new URL(`http://shop.test/${from.storefrontCode}${path}${search}`);
          const target = decideSwitch({ market: from, env: 'production' }, optionFor(to.countryCode, to.storefrontCode), at);
          if (from.warehouse.region !== to.warehouse.region)
            expect(target).toMatchObject({ kind: 'reload', href: `/${to.storefrontCode}` });
          else if (from.storefrontCode !== to.storefrontCode)
            expect(target).toMatchObject({ kind: 'navigate', href: `/${to.storefrontCode}${path}${search}` });
          else expect(target).toMatchObject({ kind: 'in-place', href: `/${from.storefrontCode}${path}${search}` });
        },
      ),
      { numRuns },
    );
  });

  it('au and nz leave for their external sites from every storefront', () => {
    for (const code of STOREFRONT_CODES) {
      const from = markets.find((m) => m.storefrontCode === code)!;
      for (const external of EXTERNAL_STOREFRONTS) {
        const target = decideSwitch(
          { market: from, env: 'production' },
          { ...optionFor(external.countryCode, external.storefrontCode), href: external.url, external: true },
          new URL(`http://shop.test/${code}/adults/socks`),
        );
        expect(target).toEqual({ kind: 'external', url: external.url, href: external.url });
      }
    }
  });

  it('an unknown country is left to its link', () => {
    expect(
      decideSwitch({ market: findMarket('DE', 'production')!, env: 'production' }, optionFor('ZZ', 'de'), new URL('http://shop.test/de')),
    ).toBeNull();
  });
});
