import { describe, expect, it } from 'vitest';
import { findMarket } from './lookups.js';
import {
  externalStorefrontOf,
  externalStorefronts,
  isStorefrontIndex,
  marketSwitchDecision,
  marketSwitchTarget,
  preferredMarketToApply,
} from './switch.js';

// Sites as the server's configuration would give them (EXTERNAL_SITE_AU, EXTERNAL_SITE_NZ).
const EXTERNAL_STOREFRONTS = externalStorefronts({ au: 'https://au.shop.test/', nz: 'https://nz.shop.test/' });

const market = (c: string) => findMarket(c, 'production')!;

describe('market switch', () => {
  it('an external market goes to its external address', () => {
    const au = EXTERNAL_STOREFRONTS.find((s) => s.storefrontCode === 'au')!;
    expect(marketSwitchDecision(market('DE'), au, { isIndexPage: false })).toEqual({ kind: 'external', url: au.url });
    expect(EXTERNAL_STOREFRONTS.map((s) => s.countryCode)).toEqual(['AU', 'NZ']);
  });

  it('an external storefront goes to the site it is given; one with no site is left out', () => {
    expect(externalStorefronts({ nz: 'https://nz.example.org/' })).toEqual([
      {
        storefrontCode: 'nz',
        countryCode: 'NZ',
        name: { local: 'New Zealand', english: 'New Zealand' },
        marketType: 'external',
        url: 'https://nz.example.org/',
      },
    ]);
    expect(externalStorefrontOf('AU', 'https://au.example.org/')?.url).toBe('https://au.example.org/');
    expect(externalStorefrontOf('DE', 'https://de.example.org/')).toBeNull();
  });

  it('another warehouse region reloads at the new storefront', () => {
    expect(marketSwitchDecision(market('DE'), market('US'), { isIndexPage: false })).toEqual({ kind: 'reload', storefront: 'us' });
    expect(marketSwitchDecision(market('US'), market('SE'), { isIndexPage: false })).toEqual({ kind: 'reload', storefront: 'eu' });
  });

  it('the index page always reloads', () => {
    expect(marketSwitchDecision(market('SE'), market('DK'), { isIndexPage: true })).toEqual({ kind: 'reload', storefront: 'eu' });
  });

  it('only another storefront navigates to the same path under the new code', () => {
    expect(marketSwitchDecision(market('DE'), market('AT'), { isIndexPage: false })).toEqual({ kind: 'navigate', storefront: 'at' });
  });

  it('a market of the same storefront changes in place', () => {
    expect(marketSwitchDecision(market('SE'), market('DK'), { isIndexPage: false })).toEqual({ kind: 'in-place' });
  });

  it('a stored preference applies only when known and different from the current market', () => {
    expect(preferredMarketToApply('dk', market('SE'), 'production')?.countryCode).toBe('DK');
    expect(preferredMarketToApply('SE', market('SE'), 'production')).toBeNull();
    expect(preferredMarketToApply('AU', market('SE'), 'production')).toBeNull();
    expect(preferredMarketToApply(undefined, market('SE'), 'production')).toBeNull();
  });
});

describe('market switch target', () => {
  it('de → at on a filtered category keeps the path, the sort and the colour', () => {
    const target = marketSwitchTarget(market('DE'), market('AT'), {
      pathname: '/de/adults/socks',
      search: '?sort=price:asc&color=black',
    });
    expect(target).toMatchObject({ kind: 'navigate', href: '/at/adults/socks?sort=price:asc&color=black' });
  });

  it('the storefront home counts as the index page, with or without a trailing slash', () => {
    expect(isStorefrontIndex('/de')).toBe(true);
    expect(isStorefrontIndex('/de/')).toBe(true);
    expect(isStorefrontIndex('/de/faq')).toBe(false);
    expect(marketSwitchTarget(market('DE'), market('AT'), { pathname: '/de/' }).href).toBe('/at');
  });

  it('in place stays on the page with its query and fragment', () => {
    expect(marketSwitchTarget(market('SE'), market('DK'), { pathname: '/eu/kids/socks', search: '?page=2', hash: '#top' })).toEqual({
      kind: 'in-place',
      href: '/eu/kids/socks?page=2#top',
    });
  });
});
