import { listMarkets, type Market } from '@sockshop/core/markets';
import fc from 'fast-check';

/** One of the markets of either set (Finland's two tax rates included). */
export const marketArb: fc.Arbitrary<Market> = fc.constantFrom(...listMarkets('production'), ...listMarkets('staging'));
