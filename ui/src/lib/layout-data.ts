import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loadCheckoutLayout } from '../routes/checkout/layout-loader.server';
import { withChrome } from './layout-chrome';
import type { StorefrontLayout } from './storefront-layout.server';
import { createTranslate } from './translate';

/**
 * The storefront layout's data (market, translations, chrome) for any route below it; inside the checkout its
 * translations with the checkout's own texts (lib/checkout-texts.ts).
 */
export function useStorefrontData() {
  const data = withChrome(useRouteLoaderData('storefront-layout'));
  const checkoutTexts = useRouteLoaderData<typeof loadCheckoutLayout>('storefront-checkout')?.translations;
  const shared = data?.translations;
  const translations = useMemo(() => (checkoutTexts ? { ...shared, ...checkoutTexts } : (shared ?? {})), [shared, checkoutTexts]);
  // Said in development only: the browser's production bundle is at its first-load budget, and a misuse fails there too.
  if (import.meta.env.DEV && !data) throw new Error('useStorefrontData outside the storefront layout');
  return { ...(data as StorefrontLayout), translations, t: createTranslate(translations) };
}
