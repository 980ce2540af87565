import { lazy, Suspense } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { CheckoutSteps, viewOfPath } from '../../components/checkout/CheckoutSteps';
import { useHydrated } from '../../hooks/use-hydrated';
import { useStorefrontData } from '../../lib/layout-data';
import { metaTranslate } from '../../lib/meta-translate';
import type { Route } from './+types/layout';
import { loadCheckoutLayout } from './layout-loader.server';

/** The checkout banner and the checkout's own texts (layout-loader.server.ts). */
export const loader = (args: Route.LoaderArgs) => loadCheckoutLayout(args);

/** The banner is the same on every step: loaded again only for another storefront or language. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameMarket = currentParams.storefront === nextParams.storefront && currentUrl.search === nextUrl.search;
  return sameMarket ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  // In the shop's language (it said "Checkout" on every storefront).
  return [{ title: `${metaTranslate(matches)('checkout')} – Sock Shop` }, { name: 'robots', content: 'noindex' }];
}

// The checkout machine and what it needs (xstate, the order and address schemas, storage, paths) load when a
// checkout runs, not with the cart page.
const RunningCheckout = lazy(() => import('../../checkout/checkout-frame').then((module) => ({ default: module.RunningCheckout })));
// Loads only when the content has a banner.
const CheckoutBanner = lazy(() => import('../../components/checkout/CheckoutBanner'));

/** The checkout area. It needs JavaScript; the server sends a loading state. */
export default function CheckoutLayout() {
  const checkoutBanner = useLoaderData<typeof loader>()?.checkoutBanner;
  const banner = checkoutBanner ? (
    <Suspense fallback={null}>
      <CheckoutBanner banner={checkoutBanner} />
    </Suspense>
  ) : null;
  const hydrated = useHydrated();
  const { market, t } = useStorefrontData();
  const location = useLocation();
  const cart = useCart();
  const urlView = viewOfPath(location.pathname);
  if (!hydrated) {
    return (
      <>
        {banner}
        <div className="checkout">
          <h1 className="page__title">{t('checkout')}</h1>
          <p role="status">{t('loading')}</p>
          <noscript>
            <p className="notice">{t('checkoutNeedsJavaScript')}</p>
          </noscript>
        </div>
      </>
    );
  }
  // The cart view of an empty (or still loading) cart has nothing to check out: it shows without the machine.
  if (urlView === 'cart' && (cart.cart?.itemsCount ?? 0) === 0) {
    return (
      <>
        {banner}
        <CheckoutSteps urlView="cart">
          <Outlet />
        </CheckoutSteps>
      </>
    );
  }
  return (
    <>
      {banner}
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <RunningCheckout market={market} />
      </Suspense>
    </>
  );
}
