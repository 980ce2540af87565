/**
 * The term the page was searched for, to keep in the header's search box: on the search page (any of
 * its page numbers) the `term` query as the search page reads it (trimmed, at most 100 characters); elsewhere none.
 */
export function searchTermOf(pathname: string, search: string, storefront: string): string | undefined {
  const searchPath = `/${storefront}/search`;
  if (pathname !== searchPath && !pathname.startsWith(`${searchPath}/`)) return undefined;
  const term = (new URLSearchParams(search).get('term') ?? '').trim().slice(0, 100);
  return term === '' ? undefined : term;
}
