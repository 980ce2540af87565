import { type CheckoutView, checkoutPath } from '@sockshop/core/checkout';
import type { Market } from '@sockshop/core/markets';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CheckoutSteps, viewOfPath } from '../components/checkout/CheckoutSteps';
import { useStorefrontData } from '../lib/layout-data';
import { useCheckoutActor } from './checkout-context';
import { CheckoutProvider } from './checkout-provider';
import { useCheckout, viewOf } from './use-checkout';

/** A running checkout: core's machine (CheckoutProvider) kept in step with the URL. The checkout layout loads it lazily. */
export function RunningCheckout({ market }: { market: Market }) {
  return (
    <CheckoutProvider market={market}>
      <CheckoutFrame />
    </CheckoutProvider>
  );
}

function CheckoutFrame() {
  const { market } = useStorefrontData();
  const location = useLocation();
  const navigate = useNavigate();
  const actor = useCheckoutActor();
  const machineView = useCheckout(viewOf);
  const urlView = viewOfPath(location.pathname);
  const urlViewRef = useRef(urlView);
  urlViewRef.current = urlView;

  const pathOf = (view: CheckoutView, id?: string | null) =>
    checkoutPath(market.storefrontCode, view, id ? { orderId: id } : {}).unwrapOr(`/${market.storefrontCode}/checkout/cart`);

  // The address the shopper asked for: the machine decides whether that view may be shown (guard).
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
    <CheckoutSteps urlView={urlView}>
      <Outlet />
    </CheckoutSteps>
  );
}
