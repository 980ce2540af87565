import { CHECKOUT_VIEW_ORDER, type CheckoutView, checkoutPath, isCheckoutView, stepOf } from '@sockshop/core/checkout';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { CheckoutProvider, useCheckout, useCheckoutActor, viewOf } from '../../checkout/checkout-context';
import { useHydrated } from '../../hooks/use-hydrated';
import { useStorefrontData } from '../../lib/layout-data';

export function meta() {
  return [{ title: 'Checkout – Sock Shop' }, { name: 'robots', content: 'noindex' }];
}

/** spec §2, §4: the checkout area. It needs JavaScript (DECISIONS 5); the server sends a loading state. */
export default function CheckoutLayout() {
  const hydrated = useHydrated();
  const { market, t } = useStorefrontData();
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
  return (
    <CheckoutProvider market={market}>
      <CheckoutFrame />
    </CheckoutProvider>
  );
}

function viewOfPath(pathname: string): CheckoutView {
  const view = pathname.split('/checkout/')[1]?.split('/')[0];
  return isCheckoutView(view) ? view : 'cart';
}

function CheckoutFrame() {
  const { market, t } = useStorefrontData();
  const location = useLocation();
  const navigate = useNavigate();
  const actor = useCheckoutActor();
  const machineView = useCheckout(viewOf);
  const cart = useCart();
  const urlView = viewOfPath(location.pathname);
  const urlViewRef = useRef(urlView);
  urlViewRef.current = urlView;

  const pathOf = (view: CheckoutView, id?: string | null) =>
    checkoutPath(market.storefrontCode, view, id ? { orderId: id } : {}).unwrapOr(`/${market.storefrontCode}/checkout/cart`);

  // The address the shopper asked for: the machine decides whether that view may be shown (spec §5 guard).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's view changes, not when navigate or the path helper are re-created
  useEffect(() => {
    if (urlView === 'success') return; // the success page stands on its own (it reloads from the order session)
    if (viewOf(actor.getSnapshot()) === urlView) return;
    actor.send({ type: 'goto', view: urlView });
    const allowed = viewOf(actor.getSnapshot());
    if (allowed !== urlView) navigate(pathOf(allowed), { replace: true });
  }, [urlView, actor]);

  // Moves the machine makes on its own (address accepted, payment done) become navigation. It reads the machine's
  // current view, not the rendered one: on the first render the URL effect above may already have moved it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: machineView is the trigger (the body reads the actor's snapshot); navigate and the path helper are not
  useEffect(() => {
    const current = viewOf(actor.getSnapshot());
    if (current === urlViewRef.current) return;
    if (current === 'success') navigate(pathOf('success', actor.getSnapshot().context.order?.id), { replace: true });
    else if (urlViewRef.current !== 'success') navigate(pathOf(current));
  }, [machineView, actor]);

  return (
    <div className="checkout">
      <nav aria-label={t('checkoutSteps')} className="checkout-steps">
        <ol>
          {CHECKOUT_VIEW_ORDER.map((view) => (
            <li key={view} aria-current={view === urlView ? 'step' : undefined} className={view === urlView ? 'is-current' : undefined}>
              <span className="checkout-steps__number">{stepOf(view)}</span> {t(view)}
            </li>
          ))}
        </ol>
      </nav>
      {cart.status === 'unavailable' ? (
        <p className="notice notice--error" role="alert">
          {t('cartUnavailable')}
        </p>
      ) : null}
      <Outlet />
    </div>
  );
}
