import { z } from 'zod';
import type { CountryCode } from './codes.js';
import { findMarket } from './lookups.js';
import type { Region } from './market.schema.js';

/** What a market calls the region of an address: the address form's label. */
const REGION_KINDS: Partial<Record<CountryCode, 'State' | 'Prefecture' | 'County' | 'Emirate'>> = {
  US: 'State',
  JP: 'Prefecture',
  IE: 'County',
  AE: 'Emirate',
};

/**
 * The translation key of the region field's label: `regionState` for US, `regionPrefecture` for JP; `region` (State or
 * region) for a country whose kind of region is not named here.
 */
export function regionLabelKey(countryCode: string): string {
  const kind = REGION_KINDS[countryCode.trim().toUpperCase() as CountryCode];
  return kind ? `region${kind}` : 'region';
}

/**
 * The regions an address in this country may name: the market's list, without its storefront's blocked
 * regions. Regions do not differ between the production and staging sets. Empty where the market has none.
 */
export function addressRegionsOf(countryCode: string): readonly Region[] {
  return findMarket(countryCode.trim(), 'production')?.regions ?? [];
}

/** Where the market has regions, a region is required and must be one of them; elsewhere any (or no) value passes. */
export function regionSchemaOf(countryCode: string): z.ZodType<string> {
  const codes = addressRegionsOf(countryCode).map((region) => region.code);
  const [first, ...rest] = codes;
  return first === undefined ? z.string() : z.enum([first, ...rest]);
}
