import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * When the storefront layout reloads its data (chrome, translations, market). That data depends only on the storefront
 * in the path and the market cookie, and the cookie changes only through `/api/market`, a plain link that loads a whole
 * page. So filter, sort, page and sub-path changes inside one storefront load only the child route's data. The layout
 * still reloads for another storefront, after a form or fetcher submission (an action may change anything; React Router's
 * default says whether it should), and when the same URL is revalidated (`useRevalidator`, a link to the current page).
 */
export function shouldRevalidateLayout({
  currentUrl,
  currentParams,
  nextUrl,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentParams.storefront !== nextParams.storefront) return true;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}
