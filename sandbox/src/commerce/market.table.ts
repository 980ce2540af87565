import { type CountryCode, type CurrencyCode, findMarket, type Language, type WarehouseRegion } from '@sockshop/core/markets';
import { taxIncluded } from '@sockshop/core/pricing';

/** The few market facts the commerce sandbox prices with, read from core's production market set. */
export interface MarketFacts {
  currency: CurrencyCode;
  /** Percent, included in European prices (0 where the market states none, e.g. France); US sales tax comes with the address. */
  taxPercentage: number;
  region: WarehouseRegion;
  storefront: string;
  /** The VAT a tax-inclusive amount holds. */
  taxOf(grossMinor: number): number;
}

const cache = new Map<CountryCode, MarketFacts>();

export function marketOf(country: CountryCode): MarketFacts {
  let facts = cache.get(country);
  if (!facts) {
    const market = findMarket(country, 'production');
    // Every country code is a market of the production set; a miss is a programming error.
    if (!market) throw new Error(`No market for ${country}`);
    facts = {
      currency: market.currency.code,
      taxPercentage: market.tax ?? 0,
      region: market.warehouse.region,
      storefront: market.storefrontCode,
      taxOf: (gross) => taxIncluded(gross, market),
    };
    cache.set(country, facts);
  }
  return facts;
}

export const MARKET_LANGUAGES: readonly Language[] = ['en', 'de', 'nl', 'fr'];
