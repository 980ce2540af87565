import { describe, expect, it } from 'vitest';

('./app-env.js');

import { COUNTRY_CODES, STOREFRONT_CODES } from './codes.js';
import {
  defaultMarketOf,
  findMarket,
  findStorefront,
  isKnownCountry,
  listMarkets,
  listStorefronts,
  marketsOf,
  resolveMarket,
  resolveStorefrontCode,
} from './lookups.js';
import { MarketSchema, StorefrontConfigSchema } from './market.schema.js';
import { US_BLOCKED_REGIONS } from './regions.js';

describe('market sets', () => {
  it('production and staging hold the same 12 storefronts and 31 markets', () => {
    for (const env of ['production', 'staging'] as const) {
      expect(listStorefronts(env).map((s) => s.storefrontCode)).toEqual([...STOREFRONT_CODES]);
      expect(
        listMarkets(env)
          .map((m) => m.countryCode)
          .sort(),
      ).toEqual([...COUNTRY_CODES].sort());
      for (const storefront of listStorefronts(env)) expect(StorefrontConfigSchema.safeParse(storefront).success).toBe(true);
    }
  });

  it('the only difference between the sets is the Finnish tax rate (25 production, 24 staging)', () => {
    expect(findMarket('FI', 'production')?.tax).toBe(25);
    expect(findMarket('FI', 'staging')?.tax).toBe(24);
    const withoutFinland = (env: 'production' | 'staging') => listMarkets(env).filter((m) => m.countryCode !== 'FI');
    expect(withoutFinland('staging')).toEqual(withoutFinland('production'));
  });

  it('tax rates per market, absent for France', () => {
    const taxes = Object.fromEntries(listMarkets('production').map((m) => [m.countryCode, m.tax]));
    expect(taxes).toMatchObject({ GB: 20, DE: 19, AT: 20, BE: 21, NL: 21, ES: 21, IT: 22, CH: 0, US: 0 });
    expect(taxes).toMatchObject({ HR: 25, EE: 20, SK: 20, SE: 25, PT: 23, LV: 21, LT: 21, IE: 23, CZ: 21, SI: 22 });
    expect(taxes).toMatchObject({ DK: 25, HU: 27, PL: 23, LU: 17, NO: 25, JP: 0, KR: 0, SG: 0, IL: 0, AE: 0 });
    expect(findMarket('FR', 'production')).not.toHaveProperty('tax');
  });

  it('currencies and symbols', () => {
    const currency = (c: string) => findMarket(c, 'production')?.currency;
    expect(currency('GB')).toEqual({ code: 'GBP', symbol: '£' });
    expect(currency('HU')).toEqual({ code: 'EUR', symbol: '€' });
    expect(currency('PL')).toEqual({ code: 'EUR', symbol: '€' });
    expect(currency('CH')).toEqual({ code: 'CHF', symbol: 'CHF' });
    for (const c of ['US', 'SG', 'IL', 'AE']) expect(currency(c)).toEqual({ code: 'USD', symbol: '$' });
    expect(currency('SE')).toEqual({ code: 'SEK', symbol: 'kr' });
    expect(currency('DK')).toEqual({ code: 'DKK', symbol: 'kr' });
    expect(currency('NO')).toEqual({ code: 'NOK', symbol: 'kr' });
    expect(currency('CZ')).toEqual({ code: 'CZK', symbol: 'Kč' });
    expect(currency('JP')).toEqual({ code: 'JPY', symbol: '¥' });
    expect(currency('KR')).toEqual({ code: 'KRW', symbol: '₩' });
  });

  it('warehouse, language, focus flag and market type per storefront', () => {
    const us = findStorefront('us', 'production')!;
    expect(us.warehouse).toEqual({ region: 'US', codes: ['us-rsv', 'us'] });
    expect(us.warehouseRegion).toBe('US');
    for (const s of listStorefronts('production').filter((s) => s.storefrontCode !== 'us')) {
      expect(s.warehouse).toEqual({ region: 'NL', codes: ['nl-rsv', 'nl'] });
    }
    const language = (c: string) => findMarket(c, 'production')?.language;
    expect([language('GB'), language('US'), language('DE'), language('AT'), language('CH')]).toEqual(['en', 'en', 'de', 'de', 'de']);
    expect([language('BE'), language('NL'), language('FR'), language('ES'), language('JP')]).toEqual(['nl', 'nl', 'fr', 'en', 'en']);
    expect(marketsOf('gl', 'production').map((m) => m.countryCode)).toEqual(['JP', 'KR', 'SG', 'IL', 'AE']);
    expect(marketsOf('gl', 'production').every((m) => !m.isFocusMarket && m.marketType === 'umbrella')).toBe(true);
    expect(marketsOf('eu', 'production')).toHaveLength(16);
    expect(findMarket('IT', 'production')).toMatchObject({ isFocusMarket: true, marketType: 'focus' });
  });

  it('content mapping per storefront', () => {
    const content = (code: string) => {
      const s = findStorefront(code, 'production')!;
      return [s.contentKey, s.contentLocale, s.tenantKey];
    };
    expect(content('uk')).toEqual(['uk', 'en-GB', 'UK']);
    expect(content('ch')).toEqual(['de', 'de-DE', 'DE']);
    expect(content('fr')).toEqual(['fr', 'fr-FR', 'FR']);
    expect(content('be')).toEqual(['eu', 'default', 'NL']);
    expect(content('nl')).toEqual(['eu', 'default', 'NL']);
    expect(content('es')).toEqual(['eu', 'default', 'EU']);
    expect(content('us')[0]).toBe('us');
    expect(content('gl')[0]).toBe('gl');
  });

  it('html locales: focus markets their own, everyone else en-XX', () => {
    expect(findMarket('AT', 'production')?.locale).toEqual({ iso: 'de-AT', html: 'de-AT' });
    expect(findMarket('ES', 'production')?.locale).toEqual({ iso: 'en-ES', html: 'en-XX' });
    expect(findMarket('KR', 'production')?.locale.html).toBe('en-XX');
  });

  it('US regions are the states and DC, without the blocked regions', () => {
    const us = findMarket('US', 'production')!;
    expect(us.regions).toHaveLength(51);
    expect(us.regions.map((r) => r.code)).toContain('DC');
    expect(us.regions.filter((r) => (US_BLOCKED_REGIONS as readonly string[]).includes(r.code))).toEqual([]);
    expect(findStorefront('us', 'production')?.blockedRegions).toEqual([...US_BLOCKED_REGIONS]);
    expect(findMarket('IE', 'production')?.regions).toHaveLength(26);
  });

  it('the schema refuses a market offering a blocked region', () => {
    const us = findStorefront('us', 'production')!;
    const market = { ...us.markets[0]!, regions: [{ code: 'GU', name: 'Guam' }] };
    expect(StorefrontConfigSchema.safeParse({ ...us, markets: [market] }).success).toBe(false);
    expect(MarketSchema.safeParse({ ...market, countryCode: 'AU' }).success).toBe(false);
  });

  it('the schema holds a storefront and its markets together', () => {
    const de = findStorefront('de', 'production')!;
    const messages = (config: unknown) => StorefrontConfigSchema.safeParse(config).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...de, defaultMarket: 'AT' })).toEqual(['de: default market is not one of its markets']);
    expect(messages({ ...de, warehouseRegion: 'US' })).toEqual(['de: warehouseRegion differs from warehouse.region']);
    const stranger = { ...findMarket('US', 'production')!, contentLocale: 'fr-FR' };
    expect(messages({ ...de, markets: [...de.markets, stranger] })).toEqual([
      'de: US names another storefront',
      'de: US ships from another warehouse',
      'de: US has another content locale',
    ]);
    expect(() => marketsOf('xx' as 'de', 'production')).toThrow('Unknown storefront xx');
  });
});

describe('resolution', () => {
  it('resolves a storefront code from the first path segment; _default is de, unknown is null', () => {
    expect(resolveStorefrontCode('nl', 'production')).toBe('nl');
    expect(resolveStorefrontCode('_default', 'staging')).toBe('de');
    expect(resolveStorefrontCode('au', 'production')).toBeNull();
    expect(resolveStorefrontCode('DE', 'production')).toBeNull();
    expect(resolveStorefrontCode(undefined, 'production')).toBeNull();
  });

  it('every storefront has a default market', () => {
    const defaults = Object.fromEntries(STOREFRONT_CODES.map((c) => [c, defaultMarketOf(c, 'production').countryCode]));
    expect(defaults).toEqual({
      uk: 'GB',
      de: 'DE',
      at: 'AT',
      be: 'BE',
      ch: 'CH',
      nl: 'NL',
      fr: 'FR',
      us: 'US',
      es: 'ES',
      it: 'IT',
      eu: 'IE',
      gl: 'JP',
    });
  });

  it('the marketV2 cookie country wins when it is a market of the storefront', () => {
    expect(resolveMarket({ storefront: 'eu', cookieCountry: 'SE' }, 'production').countryCode).toBe('SE');
    expect(resolveMarket({ storefront: 'eu', cookieCountry: 'se' }, 'production').countryCode).toBe('SE');
    expect(resolveMarket({ storefront: 'eu', cookieCountry: 'DE' }, 'production').countryCode).toBe('IE');
    expect(resolveMarket({ storefront: 'gl', cookieCountry: 'XX' }, 'production').countryCode).toBe('JP');
    expect(resolveMarket({ storefront: 'de' }, 'production').countryCode).toBe('DE');
  });

  it('a country-code value must be a known market country', () => {
    expect(isKnownCountry('NO', 'production')).toBe(true);
    expect(isKnownCountry('no', 'production')).toBe(true);
    expect(isKnownCountry('AU', 'production')).toBe(false);
    expect(isKnownCountry(undefined, 'production')).toBe(false);
    expect(isKnownCountry('', 'production')).toBe(false);
    expect(findStorefront('xx', 'production')).toBeNull();
  });
});
