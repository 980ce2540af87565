/** Products per listing page. */
export const PRODUCT_PAGE_SIZE = 64;
/** Outlet-all categories show more per page. */
export const OUTLET_PAGE_SIZE = 152;

/** An outlet-all category: `outlet-all` or `outlet/all` as the end of its slug. */
function isOutletAllCategory(slug: string): boolean {
  return /(^|\/)outlet[-/]all\/?$/.test(slug);
}

export function pageSizeFor(categorySlug?: string): number {
  return categorySlug && isOutletAllCategory(categorySlug) ? OUTLET_PAGE_SIZE : PRODUCT_PAGE_SIZE;
}

/** Pages needed for `total` items; 0 when there are none. */
export function pageCount(total: number, size: number): number {
  if (!(size > 0)) throw new RangeError(`Page size must be positive: ${size}`);
  return total > 0 ? Math.ceil(total / size) : 0;
}

/** The offset of a 1-based page. */
export function pageOffset(page: number, size: number): number {
  return Math.max(0, Math.floor(page) - 1) * size;
}

/**
 * Prev and next links of a paginated listing are {path}/{page-1} and {path}/{page+1}; prev is omitted on the
 * first page, next on the last, and both when the page is out of range.
 */
export function paginationLinks(path: string, page: number, totalPages: number): { prev?: string; next?: string } {
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return {};
  const base = path.replace(/\/+$/, '');
  return {
    ...(page > 1 ? { prev: `${base}/${page - 1}` } : {}),
    ...(page < totalPages ? { next: `${base}/${page + 1}` } : {}),
  };
}
