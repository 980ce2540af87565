import { type AppEnv, EXTERNAL_STOREFRONTS, type ExternalStorefront, listMarkets, type Market } from '@sockshop/core/markets';
import fc from 'fast-check';

export const appEnvArb: fc.Arbitrary<AppEnv> = fc.constantFrom('production', 'staging');

/** One of the 31 markets of the given set (both sets when no env is given). */
export const marketArb = (env?: AppEnv): fc.Arbitrary<Market> =>
  env ? fc.constantFrom(...listMarkets(env)) : fc.constantFrom(...listMarkets('production'), ...listMarkets('staging'));

export const externalStorefrontArb: fc.Arbitrary<ExternalStorefront> = fc.constantFrom(...EXTERNAL_STOREFRONTS);
