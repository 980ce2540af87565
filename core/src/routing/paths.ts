/** spec §2: links to products are /{storefrontCode}/product/{slug}. */
export function productPath(storefront: string, slug: string): string {
  return `/${storefront}/product/${encodeURIComponent(slug)}`;
}

/** spec §2, §5: /{storefront}/search/{pageNumber?} with the trimmed term URL-encoded in `term`. */
export function searchPath(storefront: string, term: string, page?: number): string {
  const pageSegment = page !== undefined && Number.isInteger(page) && page >= 1 ? `/${page}` : '';
  return `/${storefront}/search${pageSegment}?term=${encodeURIComponent(term.trim())}`;
}

/** spec §2: categories that also filter by colour and material. */
export const CATEGORIES_WITH_EXTRA_FILTERS: readonly string[] = [
  '/adults/socks',
  '/kids/socks',
  '/collection/sneaker-socks',
  '/collection/low-socks',
  '/collection/socks-for-men',
  '/collection/socks-for-women',
];

const normaliseSlug = (slug: string) => `/${slug.split('/').filter(Boolean).join('/')}`;

export function hasExtraFilters(categorySlug: string): boolean {
  return CATEGORIES_WITH_EXTRA_FILTERS.includes(normaliseSlug(categorySlug));
}

export interface ExtraFilters {
  color?: readonly string[];
  material?: readonly string[];
}

/** A category path; colour and material filters are kept only where the category allows them (spec §2). */
export function categoryPath(storefront: string, categorySlug: string, filters: ExtraFilters = {}): string {
  const path = `/${storefront}${normaliseSlug(categorySlug)}`;
  if (!hasExtraFilters(categorySlug)) return path;
  const query = (['color', 'material'] as const)
    .filter((key) => (filters[key]?.length ?? 0) > 0)
    .map((key) => `${key}=${filters[key]?.map(encodeURIComponent).join(',')}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
