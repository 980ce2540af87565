import { FooterSchema, normalizeNavigation, TopBannerSchema } from '@sockshop/core/content';
import {
  DEFAULT_STOREFRONT,
  DEFAULT_STOREFRONT_PLACEHOLDER,
  defaultMarketOf,
  externalStorefronts,
  listMarkets,
  listStorefronts,
} from '@sockshop/core/markets';
import { bannerLink, bannerMessageFor, showsSearchBar } from '@sockshop/core/routing';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, redirect, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { usePageViews } from '../analytics/use-page-views';
import { CartProvider, useCart } from '../cart/cart-context';
import { bannerMessageWithAmount, freeShippingSettings } from '../cart/free-shipping.server';
import { loadSpeechBubbleTexts } from '../chrome-behaviours/speech-bubble-texts.server';
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
import { derivedOnce } from '../lib/answer-memo.server';
import { splitCheckoutTexts } from '../lib/checkout-texts';
import { afterActivityOrQuiet } from '../lib/first-activity';
import { useStorefrontData } from '../lib/layout-data';
import { shouldRevalidateLayout } from '../lib/layout-revalidation';
import { withoutLoaderTexts } from '../lib/loader-texts';
import { storefrontRequest } from '../lib/storefront.server';
import { createTranslate } from '../lib/translate';
import { MarketSwitchProvider } from '../market-switch/switch-context';
import { returnTarget, type SwitcherEntry, switcherOptions } from '../market-switch/switcher-options';
import { footerNewsletterHtml, newsletterOutcomeOf } from '../newsletter/footer-newsletter.server';
import type { loader as RootLoader } from '../root';
import { SegmentLayer } from '../segments/SegmentLayer';
import { useVisitorSegment } from '../segments/segment-hint';
import wholeSheet from '../styles/all.css?url';
import type { Route } from './+types/storefront-layout';

/**
 * Every storefront page: the code in the path is checked (spec §2), the market resolved (spec §4),
 * and the chrome (navigation, footer, banner, translations) loaded from the content service in parallel.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segment = params.storefront;
  // spec §1: au and nz live elsewhere, at the sites the server is configured with (issue 14).
  const externals = externalStorefronts(context.services.publicConfig.externalSites ?? {});
  const external = externals.find((storefront) => storefront.storefrontCode === segment);
  if (external) throw redirect(external.url, 302);
  if (segment === DEFAULT_STOREFRONT_PLACEHOLDER) {
    const { storefront } = storefrontRequest(params, request, context);
    throw redirect(`/${storefront.storefrontCode}${url.pathname.slice(segment.length + 1)}${url.search}`, 302);
  }
  const { storefront, market, contentScope } = storefrontRequest(params, request, context);
  const { content, publicConfig, logger } = context.services;
  const speechBubble = loadSpeechBubbleTexts(content, contentScope, logger);
  const [translations, navigation, footer, banner, freeShippingPage, newsletterPage] = await Promise.all([
    content.loadTranslations(contentScope),
    content.findPage('shared/navigation', contentScope),
    content.findPage('shared/footer', contentScope),
    content.findPage('shared/top-banner', contentScope),
    content.findPage('shared/free-shipping', contentScope),
    content.findPage('shared/newsletter', contentScope),
  ]);
  // Parsed and rendered once per content answer (lib/answer-memo.server.ts), not on every page render.
  const freeShippingContent = freeShippingPage.isOk() ? freeShippingPage.value.content : null;
  const freeShipping = derivedOnce([freeShippingContent], `free-shipping ${market.storefrontCode} ${market.countryCode}`, () =>
    freeShippingSettings(freeShippingContent, market),
  );
  const parsedBanner = banner.isOk()
    ? derivedOnce([banner.value.content], 'top-banner', () => TopBannerSchema.safeParse(banner.value.content))
    : null;
  const bannerMessage = parsedBanner?.success ? bannerMessageFor(parsedBanner.data, market.countryCode, storefront.storefrontCode) : null;
  const bannerText = bannerMessage ? bannerMessageWithAmount(bannerMessage.message, freeShipping.amount) : null;
  const env = publicConfig.env;
  const texts = translations.unwrapOr({});
  const newsletterContent = newsletterPage.isOk() ? newsletterPage.value.content : null;
  const newsletterOutcome = newsletterOutcomeOf(url.searchParams.get('newsletter'));
  return {
    publicConfig,
    market,
    storefront: storefront.storefrontCode,
    // Not the texts only the checkout shows (its layout's loader brings them, lib/checkout-texts.ts) nor those only
    // loaders read (lib/loader-texts.ts).
    translations: derivedOnce([texts], 'shared-texts', () => withoutLoaderTexts(splitCheckoutTexts(texts).shared)),
    // A malformed navigation is logged when its answer is first parsed.
    navigation: navigation.isOk()
      ? derivedOnce([navigation.value.content], 'navigation', () => normalizeNavigation(navigation.value.content, logger))
      : null,
    footer: footer.isOk()
      ? derivedOnce([footer.value.content], 'footer', () => FooterSchema.safeParse(footer.value.content).data ?? null)
      : null,
    freeShippingThreshold: freeShipping.threshold,
    speechBubble: await speechBubble,
    // spec §2 footer newsletter, as HTML (issue 14): the content's texts, translation keys where they are missing.
    newsletterHtml: derivedOnce(
      [newsletterContent, texts],
      `newsletter ${storefront.storefrontCode} ${market.countryCode} ${newsletterOutcome}`,
      () =>
        footerNewsletterHtml({
          content: newsletterContent,
          t: createTranslate(texts),
          store: storefront.storefrontCode,
          countryCode: market.countryCode,
          outcome: newsletterOutcome,
        }),
    ),
    banner:
      bannerMessage && bannerText
        ? {
            message: bannerText,
            color: bannerMessage.background_color,
            href: bannerLink(bannerMessage, storefront.storefrontCode),
          }
        : null,
    switcher: [
      ...listMarkets(env).map((m) => ({ countryCode: m.countryCode, name: m.name.local, storefront: m.storefrontCode, url: null })),
      ...externals.map((s) => ({ countryCode: s.countryCode, name: s.name.local, storefront: s.storefrontCode, url: s.url })),
    ] satisfies SwitcherEntry[],
    // From the loader, so the browser bundle does not carry core's table of codes for one constant (issue 12).
    defaultStorefront: DEFAULT_STOREFRONT,
    // hreflang alternates: the same path on every storefront, in its default market's locale.
    alternates: listStorefronts(env).map((s) => ({
      storefront: s.storefrontCode,
      hrefLang: defaultMarketOf(s.storefrontCode, env).locale.iso,
    })),
  };
}

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

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useStorefrontData();
  const { t, market, storefront } = data;
  const location = useLocation();
  const cart = useCart();
  const home = `/${storefront}`;
  const onCheckout = location.pathname.includes('/checkout');
  const origin = data.publicConfig.origin;
  const segment = useVisitorSegment();
  usePageViews(market.countryCode, segment);
  useRememberReturnTarget();
  const rest = location.pathname.slice(storefront.length + 1);
  const searchTerm = searchTermOf(location.pathname, location.search, storefront);
  // spec §2, §9 chrome behaviours (hide-on-scroll, banner, logo, speech bubble, widgets): loaded on the shopper's first
  // activity or once the loaded page has been quiet for the logo's 4 s (issue 23: not JavaScript a page loads by itself;
  // a search result's page at once), then told of every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location; the layout data changes with it
  useEffect(() => {
    const load = (quietForMs = 0) => {
      void import('../chrome-behaviours/start').then((chrome) => chrome.start(data, location, quietForMs));
    };
    // A search result's speech bubble shows with the page (spec §9: for 3000 ms): no waiting there.
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
        <SkipLink t={t} />
        {data.banner && !onCheckout ? <TopBanner message={data.banner.message} href={data.banner.href} color={data.banner.color} /> : null}
        <Header
          t={t}
          storefront={storefront}
          navigation={data.navigation}
          homeHref={home}
          cartHref={`/${storefront}/checkout/cart`}
          cartCount={cart.cart?.itemsCount ?? 0}
          language={market.language}
          showSearch={showsSearchBar(location.pathname)}
          // Issue 22 gap 8: the results page keeps its term in the box; a new term (client navigation) remounts the field.
          search={<SearchWithSuggestions key={searchTerm} storefront={storefront} t={t} term={searchTerm} />}
          currentPath={location.pathname}
          hideOnScroll={!onCheckout}
          newsletterLink={!onCheckout && data.newsletterHtml !== ''}
        />
        <main id="main" className="main" tabIndex={-1}>
          {onCheckout ? null : <CartNotice t={t} />}
          {children}
        </main>
        <SegmentLayer market={market} t={t} quiet={onCheckout} />
        {/* The rest of the styles (footer, dialogs, what scripts show): the head inlines only the first screen's. Here, not
            in <head>, it blocks neither the first paint nor the LCP picture, only the footer below it; one cached file,
            with or without JavaScript (useWholeSheet finds it and adds no second). No precedence: React leaves it here. */}
        <link rel="stylesheet" href={wholeSheet} />
        <Footer
          t={t}
          footer={data.footer}
          markets={switcherOptions(data.switcher, returnTarget(location))}
          chooserHref={`/?return=${encodeURIComponent(returnTarget(location))}`}
          currentCountry={market.countryCode}
          // Checkout asks for the newsletter in its own form (spec §7 checkout true): no second email field beside it.
          newsletterHtml={onCheckout ? '' : data.newsletterHtml}
        />
        {/* spec §7 housekeeping (update notice, chunk reload, browser diagnostics): loaded after hydration. */}
        <Housekeeping />
      </StorefrontCodeContext.Provider>
    </MarketSwitchProvider>
  );
}

/** spec §2 error page; it keeps the header and footer when the layout's own data loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>('storefront-layout');
  // issue 14: the root's error page data: the content's description, and a real storefront's home off one (/xx).
  const errorPage = useRouteLoaderData<typeof RootLoader>('root')?.errorPage;
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // spec §2: the message and path go into the page, hidden.
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
      <Chrome>{page}</Chrome>
    </CartProvider>
  );
}
