import { showsSearchBar } from '@sockshop/core/routing';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { usePageViews } from '../analytics/use-page-views';
import { CartProvider, useCart } from '../cart/cart-context';
import { CartNotice } from '../components/cart/CartNotice';
import { ErrorPage } from '../components/chrome/ErrorPage';
import { Footer } from '../components/chrome/Footer';
import { Header } from '../components/chrome/Header';
import { SkipLink } from '../components/chrome/SkipLink';
import { TopBanner } from '../components/chrome/TopBanner';
import { SearchWithSuggestions } from '../components/search/SearchWithSuggestions';
import { searchTermOf } from '../components/search/search-term';
import { StorefrontCodeContext } from '../components/shared/storefront-href';
import { useRememberReturnTarget } from '../hooks/use-return-target';
import { Housekeeping } from '../housekeeping/Housekeeping';
import { CachedMarkup } from '../lib/cached-markup';
import { afterActivityOrQuiet } from '../lib/first-activity';
import { withChrome } from '../lib/layout-chrome';
import { useStorefrontData } from '../lib/layout-data';
import { shouldRevalidateLayout } from '../lib/layout-revalidation';
import { storefrontMiddleware } from '../lib/storefront.server';
import { loadStorefrontLayout } from '../lib/storefront-layout.server';
import { createTranslate } from '../lib/translate';
import { MarketSwitchProvider } from '../market-switch/switch-context';
import { returnTarget } from '../market-switch/switcher-options';
import type { loader as RootLoader } from '../root';
import { SegmentLayer } from '../segments/SegmentLayer';
import { useVisitorSegment } from '../segments/segment-hint';
import wholeSheet from '../styles/all.css?url';
import type { Route } from './+types/storefront-layout';

/** Every storefront page: the storefront and market, resolved once for all of the request's loaders (lib/storefront.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [storefrontMiddleware];

/** The chrome: navigation, footer, banners, translations (lib/storefront-layout.server.ts). */
export const loader = (args: Route.LoaderArgs) => loadStorefrontLayout(args);

export const shouldRevalidate = shouldRevalidateLayout;

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CartProvider config={loaderData.publicConfig} market={loaderData.market}>
      <Chrome>
        <Outlet />
      </Chrome>
    </CartProvider>
  );
}

/** `place`: the page's own layout or its error boundary, whose chrome sits elsewhere in React's tree (other ids). */
function Chrome({ children, place = 'page' }: { children: React.ReactNode; place?: 'page' | 'error' }) {
  const data = useStorefrontData();
  const { t, market, storefront } = data;
  const location = useLocation();
  const cart = useCart();
  const home = `/${storefront}`;
  const onCheckout = location.pathname.includes('/checkout');
  const origin = data.publicConfig.origin;
  useRememberReturnTarget();
  const rest = location.pathname.slice(storefront.length + 1);
  const searchTerm = searchTermOf(location.pathname, location.search, storefront);
  // Chrome behaviours (hide-on-scroll, banner, logo, speech bubble, widgets): loaded on the shopper's first
  // activity or once the loaded page has been quiet for the logo's 4 s (not JavaScript a page loads by itself;
  // a search result's page at once), then told of every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location; the layout data changes with it
  useEffect(() => {
    const load = (quietForMs = 0) => {
      void import('../chrome-behaviours/start').then((chrome) => chrome.start(data, location, quietForMs));
    };
    // A search result's speech bubble shows with the page (for 3000 ms): no waiting there.
    if (searchTerm) {
      load();
      return undefined;
    }
    return afterActivityOrQuiet(load);
  }, [location]);
  return (
    <MarketSwitchProvider market={market} env={data.publicConfig.env}>
      <StorefrontCodeContext.Provider value={storefront}>
        {/* React hoists these into <head>; the canonical drops filters and other query keys. */}
        <link rel="canonical" href={`${origin}${location.pathname}`} />
        {data.alternates.map((alternate) => (
          <link
            key={alternate.storefront}
            rel="alternate"
            hrefLang={alternate.hrefLang}
            href={`${origin}/${alternate.storefront}${rest}`}
          />
        ))}
        <link rel="alternate" hrefLang="x-default" href={`${origin}/${data.defaultStorefront}${rest}`} />
        <PageViews country={market.countryCode} />
        <SkipLink t={t} />
        {data.banner && !onCheckout ? <TopBanner message={data.banner.message} href={data.banner.href} color={data.banner.color} /> : null}
        {/* The same for every page of the path and market: kept across server renders while its answers are (lib/cached-markup.tsx). */}
        <CachedMarkup
          name={`header ${place}`}
          deps={[
            data.translations,
            data.navigation,
            storefront,
            market.countryCode,
            market.language,
            location.pathname,
            searchTerm,
            cart.cart?.itemsCount ?? 0,
            data.newsletterHtml !== '',
          ]}
        >
          <Header
            t={t}
            storefront={storefront}
            navigation={data.navigation}
            homeHref={home}
            cartHref={`/${storefront}/checkout/cart`}
            cartCount={cart.cart?.itemsCount ?? 0}
            language={market.language}
            showSearch={showsSearchBar(location.pathname)}
            // The results page keeps its term in the box; a new term (client navigation) remounts the field.
            search={<SearchWithSuggestions key={searchTerm} storefront={storefront} t={t} term={searchTerm} />}
            currentPath={location.pathname}
            hideOnScroll={!onCheckout}
            newsletterLink={!onCheckout && data.newsletterHtml !== ''}
          />
        </CachedMarkup>
        <main id="main" className="main" tabIndex={-1}>
          {onCheckout ? null : <CartNotice t={t} />}
          {children}
        </main>
        <SegmentLayer market={market} t={t} quiet={onCheckout} />
        {/* The rest of the styles (footer, dialogs, what scripts show): the head inlines only the first screen's. Here, not
            in <head>, it blocks neither the first paint nor the LCP picture, only the footer below it; one cached file,
            with or without JavaScript (useWholeSheet finds it and adds no second). No precedence: React leaves it here. */}
        <link rel="stylesheet" href={wholeSheet} />
        {/* Kept across server renders too; the way back to this page (path and query) is put into it on each. The list of
            markets is read only once the switcher opens, in the browser: it is not part of the markup kept. */}
        <CachedMarkup
          name={`footer ${place}`}
          deps={[data.translations, data.footer, market.countryCode, market.name.local, onCheckout ? '' : data.newsletterHtml]}
          varying={`/?return=${encodeURIComponent(returnTarget(location))}`}
        >
          {(chooserHref) => (
            <Footer
              t={t}
              footer={data.footer}
              countryName={market.name.local}
              markets={{ ...data.publicConfig, returnTo: returnTarget(location) }}
              chooserHref={chooserHref}
              currentCountry={market.countryCode}
              // Checkout asks for the newsletter in its own form (checkout true): no second email field beside it.
              newsletterHtml={onCheckout ? '' : data.newsletterHtml}
            />
          )}
        </CachedMarkup>
        {/* Housekeeping (update notice, chunk reload, browser diagnostics): loaded after hydration. */}
        <Housekeeping />
      </StorefrontCodeContext.Provider>
    </MarketSwitchProvider>
  );
}

/**
 * The page views, apart from the chrome: the visitor's segment is known only in the browser, so its first value there
 * differs from the server's and React renders its readers again, synchronously, after hydration. Here that is this
 * component alone, not the header, footer and menus.
 */
function PageViews({ country }: { country: string }) {
  usePageViews(country, useVisitorSegment());
  return null;
}

/** Error page; it keeps the header and footer when the layout's own data loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = withChrome(useRouteLoaderData('storefront-layout'));
  // The root's error page data: the content's description, and a real storefront's home off one (/xx).
  const errorPage = useRouteLoaderData<typeof RootLoader>('root')?.errorPage;
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The message and path go into the page, hidden.
  const details = isRouteErrorResponse(error) ? (error.data as { path?: string; message?: string } | undefined) : undefined;
  const t = createTranslate(layout?.translations ?? {});
  const page = (
    <>
      <title>{`${t('cantFindIt')} – Sock Shop`}</title>
      <ErrorPage
        status={status}
        t={t}
        homeHref={layout ? `/${layout.storefront}` : (errorPage?.homeHref ?? '/')}
        descriptionHtml={errorPage?.descriptionHtml}
        message={details?.message}
        path={details?.path ?? location.pathname}
      />
    </>
  );
  if (!layout) {
    return (
      <main id="main" className="main">
        {page}
      </main>
    );
  }
  return (
    <CartProvider config={layout.publicConfig} market={layout.market}>
      <Chrome place="error">{page}</Chrome>
    </CartProvider>
  );
}
