/** The shop's name as search engines show it; the same words the breadcrumb trail starts with. */
export const SHOP_NAME = 'Sock Shop';

/** What a storefront's home page says about the shop: where it lives, its language and its logo. */
export interface SiteFacts {
  origin: string;
  storefront: string;
  /** BCP 47 tag of the storefront's market (`de-DE`). */
  language: string;
}

/**
 * Schema.org Organization for the home page, so search engines tie the storefront to one company and
 * its logo (a file the shop serves itself, so the URL never breaks).
 */
export function organizationStructuredData({ origin, storefront }: SiteFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${origin}/${storefront}`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * Schema.org WebSite with a SearchAction (the sitelinks search box): the storefront's own search page
 * with the query key its search form sends (`term`).
 */
export function websiteStructuredData({ origin, storefront, language }: SiteFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${origin}/${storefront}`,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${storefront}/search?term={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
