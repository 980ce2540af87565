import { type AppEnv, EXTERNAL_STOREFRONTS, type ExternalStorefront, listMarkets, type Market } from '@sockshop/core/markets';
import fc from 'fast-check';

export const appEnvArb: fc.Arbitrary<AppEnv> = fc.constantFrom('production', 'staging');

/** One of the 31 markets of the given set. */
export const marketArbOf = (env: AppEnv): fc.Arbitrary<Market> => fc.constantFrom(...listMarkets(env));

/** One of the markets of either set (Finland's two tax rates included). */
export const marketArb: fc.Arbitrary<Market> = fc.constantFrom(...listMarkets('production'), ...listMarkets('staging'));

export const externalStorefrontArb: fc.Arbitrary<ExternalStorefront> = fc.constantFrom(...EXTERNAL_STOREFRONTS);
