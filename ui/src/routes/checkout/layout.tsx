import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { CheckoutSteps, viewOfPath } from '../../components/checkout/CheckoutSteps';
import { useHydrated } from '../../hooks/use-hydrated';
import { useStorefrontData } from '../../lib/layout-data';
import { metaTranslate } from '../../lib/meta-translate';
import type { Route } from './+types/layout';

export function meta({ matches }: Route.MetaArgs) {
  // In the shop's language (issue 13: it said "Checkout" on every storefront).
  return [{ title: `${metaTranslate(matches)('checkout')} – Sock Shop` }, { name: 'robots', content: 'noindex' }];
}

// Issue 12: the checkout machine and what it needs (xstate, the order and address schemas, storage, paths) load when a
// checkout runs, not with the cart page.
const RunningCheckout = lazy(() => import('../../checkout/checkout-frame').then((module) => ({ default: module.RunningCheckout })));

/** spec §2, §4: the checkout area. It needs JavaScript (DECISIONS 5); the server sends a loading state. */
export default function CheckoutLayout() {
  const hydrated = useHydrated();
  const { market, t } = useStorefrontData();
  const location = useLocation();
  const cart = useCart();
  const urlView = viewOfPath(location.pathname);
  if (!hydrated) {
    return (
      <div className="checkout">
        <h1 className="page__title">{t('checkout')}</h1>
        <p role="status">{t('loading')}</p>
        <noscript>
          <p className="notice">{t('checkoutNeedsJavaScript')}</p>
        </noscript>
      </div>
    );
  }
  // The cart view of an empty (or still loading) cart has nothing to check out: it shows without the machine.
  if (urlView === 'cart' && (cart.cart?.itemsCount ?? 0) === 0) {
    return (
      <CheckoutSteps urlView="cart">
        <Outlet />
      </CheckoutSteps>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <RunningCheckout market={market} />
    </Suspense>
  );
}
