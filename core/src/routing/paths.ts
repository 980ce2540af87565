/** Links to products are /{storefrontCode}/product/{slug}. */
export function productPath(storefront: string, slug: string): string {
  return `/${storefront}/product/${encodeURIComponent(slug)}`;
}

/** /{storefront}/search/{pageNumber?} with the trimmed term URL-encoded in `term`. */
export function searchPath(storefront: string, term: string, page?: number): string {
  const pageSegment = page !== undefined && Number.isInteger(page) && page >= 1 ? `/${page}` : '';
  return `/${storefront}/search${pageSegment}?term=${encodeURIComponent(term.trim())}`;
}
