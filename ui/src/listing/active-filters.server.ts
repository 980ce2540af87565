import { PRICE_PARAMS, type PriceSelection, priceSearchParams } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { toMinor } from '@sockshop/core/pricing';
import { listingPrice } from '../product/product-view';

/** A filter in force and the link that takes it away (page 1, every other filter and the sort kept). */
export type ActiveFilter =
  | { kind: 'facet'; attribute: string; value: string; href: string }
  | { kind: 'price'; min: string | null; max: string | null; href: string };

/**
 * The page-1 link of the listing with the query changed by `edit`; the price range is written as it was read (bounds in
 * order, bad values gone), so a removed filter does not bring a bad bound back.
 */
function linkWithout(url: URL, basePath: string, price: PriceSelection | null, edit: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(url.search);
  params.delete(PRICE_PARAMS.min);
  params.delete(PRICE_PARAMS.max);
  for (const [key, value] of priceSearchParams(price)) params.append(key, value);
  edit(params);
  // Fields left empty in the form (`sort=`, `price_max=`) say nothing: the link drops them.
  for (const [key, value] of [...params]) if (value === '') params.delete(key, value);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Active filters as links that remove them: plain links, so they work with JavaScript off too. */
export function activeFilters(options: {
  url: URL;
  basePath: string;
  selected: Record<string, string[]>;
  price: PriceSelection | null;
  market: Market;
}): ActiveFilter[] {
  const { url, basePath, market } = options;
  const facets = Object.entries(options.selected).flatMap(([attribute, values]) =>
    values.map(
      (value): ActiveFilter => ({
        kind: 'facet',
        attribute,
        value,
        href: linkWithout(url, basePath, options.price, (params) => {
          // A value may have come comma-separated: the rest of the list stays selected.
          const rest = values.filter((other) => other !== value);
          params.delete(attribute);
          for (const other of rest) params.append(attribute, other);
        }),
      }),
    ),
  );
  if (!options.price) return facets;
  const format = (major: number | undefined) => (major === undefined ? null : listingPrice(toMinor(major, market.currency.code), market));
  const price: ActiveFilter = {
    kind: 'price',
    min: format(options.price.min),
    max: format(options.price.max),
    href: linkWithout(url, basePath, null, () => {}),
  };
  return [...facets, price];
}
