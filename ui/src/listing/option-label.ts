import { vocabularyLabel } from '@sockshop/core/catalog';
import type { Translate } from '../lib/translate';
import type { ListingFacet } from './listing.server';

/**
 * A filter option as the shopper reads it: the label the loader sent, or else its word in the layout's translations,
 * made as the loader would have (listing.server.ts sends a label only where the two would differ).
 */
export function optionLabel(attribute: string, item: ListingFacet['items'][number], t: Translate): string {
  return item.label ?? vocabularyLabel(attribute, item.value, t);
}
