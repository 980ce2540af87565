import type { ErrorPageContent } from '@sockshop/core/content';
import { DEFAULT_STOREFRONT, defaultMarketOf, type Market } from '@sockshop/core/markets';
import type { ContentPort } from '@sockshop/core/ports';
import { renderToStaticMarkup } from 'react-dom/server';
import { RichText } from '../components/rich-text/RichText';
import { localiseHref } from '../components/shared/storefront-href';
import { derivedOnce } from './answer-memo.server';

/** What the error page shows of its own: where "back to the start page" goes, and the content's description. */
export interface ErrorPageData {
  homeHref: string;
  /** The content system's rich-text description as sanitised HTML (RichText's rules, made here), or '' when it has none. */
  descriptionHtml: string;
}

/**
 * Error page, made ready by the server for any error, with or without a storefront's data: the start page is
 * the request's storefront, else the default one (an unknown code such as /xx is no storefront to go back to), and
 * the description comes from the content's shared error page as HTML, so no renderer ships for it.
 */
export async function errorPageData(
  content: Pick<ContentPort, 'findErrorPage'>,
  market: Market | null,
  env: Parameters<typeof defaultMarketOf>[1],
): Promise<ErrorPageData> {
  const storefront = market?.storefrontCode ?? DEFAULT_STOREFRONT;
  // Off a storefront the page is in English (the root's `lang`), so is its description.
  const scopeMarket = market ?? defaultMarketOf(DEFAULT_STOREFRONT, env);
  const found = await content.findErrorPage({
    storefront,
    locale: scopeMarket.contentLocale,
    language: market ? market.language : 'en',
  });
  // Once per content answer (answer-memo.server.ts): every page's root loader makes it.
  const descriptionHtml = found.isOk()
    ? derivedOnce([found.value], `error-page ${storefront}`, () => descriptionOf(found.value, storefront))
    : '';
  return { homeHref: `/${storefront}`, descriptionHtml };
}

function descriptionOf(errorPage: ErrorPageContent, storefront: string): string {
  const html = renderToStaticMarkup(<RichText doc={errorPage.description} minHeadingLevel={2} className="rich-text" />);
  // Content links name the content folder (`/_default/…`); they go to the page's storefront (localiseHref's rule).
  const descriptionHtml = html.replace(/ href="(\/_default[^"]*)"/g, (_, href: string) => ` href="${localiseHref(href, storefront)}"`);
  return /<(p|h\d|ul|ol)[ >]/.test(descriptionHtml) ? descriptionHtml : '';
}
