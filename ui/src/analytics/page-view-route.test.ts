import { matchRoute, segmentsOf, trackingPageType } from '@sockshop/core/routing';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { pageViewOf } from './page-view.server';
import { PAGE_VIEW_BY_ROUTE_ID, pageViewRoute } from './page-view-route';

/** core's answer for a path, the one the browser used to work out itself. */
const coreAnswer = (path: string) => {
  const routeName = matchRoute(path)?.route.name ?? null;
  return { routeName, pageType: trackingPageType(routeName, segmentsOf(path)[1]) };
};

/** A path of each React Router route, as a shopper would open it. */
const EXAMPLES: Record<string, string> = {
  storefront: '/de',
  'storefront-product': '/de/product/CRW-100',
  'storefront-search': '/de/search/2',
  'storefront-checkout-index': '/de/checkout',
  'storefront-checkout-cart': '/de/checkout/cart',
  'storefront-checkout-address': '/de/checkout/address',
  'storefront-checkout-payment': '/de/checkout/payment',
  'storefront-checkout-success-id': '/de/checkout/success/o-1',
  'storefront-diagnostics-product': '/de/diagnostics/product/CRW-100',
};

type RouteEntry = { id?: string; children?: RouteEntry[] };
const leafIds = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => (entry.children?.length ? leafIds(entry.children) : entry.id ? [entry.id] : []));

describe('page views without core’s route table in the browser', () => {
  it('names each route’s page as core’s route table does', () => {
    for (const [id, path] of Object.entries(EXAMPLES)) {
      expect(PAGE_VIEW_BY_ROUTE_ID[id], id).toEqual(coreAnswer(path));
      expect(
        pageViewRoute(
          [
            { id: 'storefront-layout', data: {} },
            { id, data: {} },
          ],
          undefined,
        ),
      ).toEqual(coreAnswer(path));
    }
  });

  it('knows every storefront page but the catch-all and the visual editor, whose loaders send their page views', () => {
    const storefrontPages = leafIds(routes as RouteEntry[]).filter((id) => !['index', 'storefront-shared-content'].includes(id));
    expect(storefrontPages.filter((id) => !(id in PAGE_VIEW_BY_ROUTE_ID)).sort()).toEqual(['storefront-editor', 'storefront-slugs']);
  });

  it('takes the catch-all’s page view from its loader, or from its not-found answer', () => {
    for (const path of [
      '/de/adults/socks',
      '/de/faq/shipping',
      '/de/faq',
      '/de/login',
      '/de/menu',
      '/de/cart',
      '/de/happy-news',
      '/de/about-us',
    ]) {
      expect(pageViewOf(path), path).toEqual(coreAnswer(path));
      expect(pageViewRoute([{ id: 'storefront-slugs', data: { pageView: pageViewOf(path) } }], undefined)).toEqual(coreAnswer(path));
    }
    const notFound = data({ path: '/de/faq/nothing', pageView: pageViewOf('/de/faq/nothing') }, { status: 404 });
    const error = { status: 404, statusText: 'Not Found', internal: false, data: notFound.data };
    expect(pageViewRoute([{ id: 'storefront-slugs', data: undefined }], error)).toEqual({
      routeName: 'storefront-faq-section',
      pageType: 'faq',
    });
  });

  it('says unknown when nothing tells', () => {
    expect(pageViewRoute([], undefined)).toEqual({ routeName: 'unknown', pageType: 'unknown' });
    expect(pageViewRoute([{ id: 'storefront-slugs', data: undefined }], new Error('boom'))).toEqual({
      routeName: 'unknown',
      pageType: 'unknown',
    });
  });
});
