import { z } from 'zod';
import {
  CONTENT_KEYS,
  CONTENT_LOCALES,
  COUNTRY_CODES,
  CURRENCY_CODES,
  HTML_LOCALES,
  LANGUAGES,
  STOREFRONT_CODES,
  TENANT_KEYS,
  WAREHOUSE_CODES,
  WAREHOUSE_REGIONS,
} from './codes.js';

export const CONTINENTS = ['EU', 'NA', 'AS'] as const;
export type Continent = (typeof CONTINENTS)[number];

// States, counties, provinces an address can name.
export const RegionSchema = z.object({ name: z.string().min(1), code: z.string().min(1) });
export type Region = z.infer<typeof RegionSchema>;

const WarehouseSchema = z.object({
  region: z.enum(WAREHOUSE_REGIONS),
  codes: z.array(z.enum(WAREHOUSE_CODES)).min(1),
});

// Market (per country).
export const MarketSchema = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  storefrontCode: z.enum(STOREFRONT_CODES),
  contentLocale: z.enum(CONTENT_LOCALES),
  continent: z.enum(CONTINENTS),
  /** Percent; absent for France. */
  tax: z.number().min(0).max(100).optional(),
  regions: z.array(RegionSchema),
  name: z.object({ local: z.string().min(1), english: z.string().min(1) }),
  currency: z.object({ code: z.enum(CURRENCY_CODES), symbol: z.string().min(1) }),
  language: z.enum(LANGUAGES),
  locale: z.object({ iso: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/), html: z.enum(HTML_LOCALES) }),
  warehouse: WarehouseSchema,
  isFocusMarket: z.boolean(),
  marketType: z.enum(['focus', 'umbrella']),
});
export type Market = z.infer<typeof MarketSchema>;

// Storefront config (one per storefront).
export const StorefrontConfigSchema = z
  .object({
    storefrontCode: z.enum(STOREFRONT_CODES),
    contentLocale: z.enum(CONTENT_LOCALES),
    contentKey: z.enum(CONTENT_KEYS),
    tenantKey: z.enum(TENANT_KEYS),
    warehouse: WarehouseSchema,
    /** The same region as `warehouse.region`; the spec sees both names. */
    warehouseRegion: z.enum(WAREHOUSE_REGIONS),
    isFocusMarket: z.boolean(),
    /** The market a shopper lands in when no cookie picks another one. */
    defaultMarket: z.enum(COUNTRY_CODES),
    markets: z.array(MarketSchema).min(1),
    blockedRegions: z.array(z.string().min(1)).optional(),
  })
  .superRefine((config, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${config.storefrontCode}: ${message}` });
    if (config.warehouseRegion !== config.warehouse.region) issue('warehouseRegion differs from warehouse.region');
    if (!config.markets.some((m) => m.countryCode === config.defaultMarket)) issue('default market is not one of its markets');
    for (const market of config.markets) {
      if (market.storefrontCode !== config.storefrontCode) issue(`${market.countryCode} names another storefront`);
      if (market.warehouse.region !== config.warehouse.region) issue(`${market.countryCode} ships from another warehouse`);
      if (market.contentLocale !== config.contentLocale) issue(`${market.countryCode} has another content locale`);
      const blocked = market.regions.filter((r) => config.blockedRegions?.includes(r.code));
      if (blocked.length > 0) issue(`${market.countryCode} offers blocked regions ${blocked.map((r) => r.code).join(', ')}`);
    }
  });
export type StorefrontConfig = z.infer<typeof StorefrontConfigSchema>;

const EXTERNAL_STOREFRONT_CODES = ['au', 'nz'] as const;

/** The au and nz storefronts are not served here; they send the shopper to separate sites. */
export const ExternalStorefrontSchema = z.object({
  storefrontCode: z.enum(EXTERNAL_STOREFRONT_CODES),
  countryCode: z.enum(['AU', 'NZ']),
  name: z.object({ local: z.string().min(1), english: z.string().min(1) }),
  url: z.url(),
  marketType: z.literal('external'),
});
export type ExternalStorefront = z.infer<typeof ExternalStorefrontSchema>;
