import { createContext, useContext } from 'react';

/** The storefront being shown; set by the storefront layout. */
export const StorefrontCodeContext = createContext<string | null>(null);

/**
 * Content links point into the content folder (`/_default/<path>`); on a storefront they mean `/<storefront>/<path>`,
 * so a shopper on /uk stays on /uk instead of being sent to the default storefront.
 */
export function localiseHref(href: string, storefront: string | null): string {
  if (!storefront) return href;
  return href === '/_default' || href.startsWith('/_default/') || href.startsWith('/_default?')
    ? `/${storefront}${href.slice('/_default'.length)}`
    : href;
}

export function useLocalisedHref<T extends string | undefined>(href: T): T {
  const storefront = useContext(StorefrontCodeContext);
  return (href === undefined ? href : localiseHref(href, storefront)) as T;
}
