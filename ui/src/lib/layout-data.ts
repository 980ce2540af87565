import { useRouteLoaderData } from 'react-router';
import type { loader } from '../routes/storefront-layout';
import { createTranslate } from './translate';

/** The storefront layout's data (market, translations, chrome) for any route below it. */
export function useStorefrontData() {
  const data = useRouteLoaderData<typeof loader>('storefront-layout');
  if (!data) throw new Error('useStorefrontData outside the storefront layout');
  return { ...data, t: createTranslate(data.translations) };
}
