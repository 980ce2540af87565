import type { AppEnv } from './app-env.js';
import { DEFAULT_STOREFRONT, DEFAULT_STOREFRONT_PLACEHOLDER, type StorefrontCode } from './codes.js';
import type { Market, StorefrontConfig } from './market.schema.js';
import { MARKET_SETS } from './market-sets.js';

export function listStorefronts(env: AppEnv): readonly StorefrontConfig[] {
  return MARKET_SETS[env];
}

export function listMarkets(env: AppEnv): Market[] {
  return MARKET_SETS[env].flatMap((storefront) => storefront.markets);
}

export function findStorefront(code: string, env: AppEnv): StorefrontConfig | null {
  return MARKET_SETS[env].find((storefront) => storefront.storefrontCode === code) ?? null;
}

/** Case-insensitive: the country-code endpoint and cookies may carry lower case. */
export function findMarket(countryCode: string, env: AppEnv): Market | null {
  const wanted = countryCode.toUpperCase();
  return listMarkets(env).find((market) => market.countryCode === wanted) ?? null;
}

/** A country-code value must be a known market country. */
export function isKnownCountry(value: string | null | undefined, env: AppEnv): boolean {
  return typeof value === 'string' && findMarket(value, env) !== null;
}

export function marketsOf(storefrontCode: StorefrontCode, env: AppEnv): Market[] {
  return [...storefrontOf(storefrontCode, env).markets];
}

export function defaultMarketOf(storefrontCode: StorefrontCode, env: AppEnv): Market {
  const storefront = storefrontOf(storefrontCode, env);
  // The schema guarantees the default market is one of the storefront's markets.
  return storefront.markets.find((market) => market.countryCode === storefront.defaultMarket)!;
}

/** A path segment names a storefront of this environment or `_default` (the de storefront); anything else is unknown. */
export function resolveStorefrontCode(segment: string | undefined, env: AppEnv): StorefrontCode | null {
  if (segment === DEFAULT_STOREFRONT_PLACEHOLDER) return DEFAULT_STOREFRONT;
  if (segment === undefined) return null;
  return findStorefront(segment, env)?.storefrontCode ?? null;
}

/** The marketV2 cookie country wins when it belongs to the storefront; else the storefront's default market. */
export function resolveMarket(
  { storefront, cookieCountry }: { storefront: StorefrontCode; cookieCountry?: string | null | undefined },
  env: AppEnv,
): Market {
  const fromCookie = cookieCountry ? findMarket(cookieCountry, env) : null;
  return fromCookie && fromCookie.storefrontCode === storefront ? fromCookie : defaultMarketOf(storefront, env);
}

function storefrontOf(code: StorefrontCode, env: AppEnv): StorefrontConfig {
  const storefront = findStorefront(code, env);
  if (!storefront) throw new Error(`Unknown storefront ${code}`);
  return storefront;
}
