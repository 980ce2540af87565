import { addPaymentInfoEvent, purchaseEvent } from '@sockshop/core/analytics';
import { type CheckoutInput, checkoutMachine } from '@sockshop/core/checkout';
import type { Market } from '@sockshop/core/markets';
import { placeOrder } from '@sockshop/core/payments';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { pushEvent } from '../analytics/data-layer';
import { useCart } from '../cart/cart-context';
import { reportCheckoutNewsletterFailure, reportOrderFailure } from '../diagnostics/checkout-reports';
import { useStorefrontData } from '../lib/layout-data';
import { rememberNewsletterSignUp } from '../newsletter/remember-sign-up';
import { CheckoutContext } from './checkout-context';
import { checkoutStorage } from './checkout-storage';
import { orderIdempotencyKey } from './idempotency-key';
import { paymentActors } from './payment-actors';

/**
 * Runs core's checkout machine in the browser with the ports behind its actors, restoring and saving
 * the checkout per market country. Mounted only after hydration (it reads local storage).
 */
export function CheckoutProvider({ market, children }: { market: Market; children: ReactNode }) {
  // A checkout belongs to one storefront and country: an in-place market switch starts the other country's checkout
  // (its own saved information and order) instead of carrying this one over.
  return (
    <MarketCheckout key={`${market.storefrontCode}:${market.countryCode}`} market={market}>
      {children}
    </MarketCheckout>
  );
}

/** The checkout saved for the country, with its order while that is still unpaid. */
function restoreCheckout(country: string): CheckoutInput {
  const saved = checkoutStorage.readCheckout(country);
  const orderSession = checkoutStorage.readOrderSession(country);
  const open = orderSession && orderSession.order.status !== 'paid' ? orderSession : null;
  return {
    info: saved?.info ?? null,
    completedViews: saved?.completedViews ?? [],
    paymentSession: open?.session ?? null,
    order: open?.order ?? null,
  };
}

function MarketCheckout({ market, children }: { market: Market; children: ReactNode }) {
  const { publicConfig } = useStorefrontData();
  // The actors read the latest cart through a ref: the actor lives as long as this market's checkout.
  const cart = useCart();
  const cartRef = useRef(cart);
  cartRef.current = cart;
  // The cart loads after hydration: a session asked for before it has loaded (the payment page opened or reloaded
  // directly) waits for it, instead of reading "no cart" and answering noCartFound.
  const cartWaiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (cart.status !== 'loading') for (const resolve of cartWaiters.current.splice(0)) resolve();
  }, [cart.status]);
  const country = market.countryCode;

  // Created and started at once (not in an effect): the views below send their first events from their own effects,
  // which React runs before this component's. The key above makes a new one for another market.
  const [actor] = useState(() => {
    // add_payment_info: once per order and method the shopper pays with.
    const reportedMethods = new Set<string>();
    const machine = checkoutMachine.provide({
      actions: {
        // Entering success records the purchase for analytics.
        recordPurchase: ({ context }) => {
          purchaseEvent(context.order).map(pushEvent);
        },
        recordPaymentInfo: ({ context, event }) => {
          const current = cartRef.current.cart;
          const type = event.type === 'payment.submitted' ? event.paymentMethod.type : undefined;
          const reported = `${context.order?.id}:${type}`;
          if (!current || !type || reportedMethods.has(reported)) return;
          reportedMethods.add(reported);
          pushEvent(addPaymentInfoEvent(current, type));
        },
        // A failed newsletter sign-up in checkout is a warning and a fail event only; the shopper sees nothing.
        reportNewsletterFailure: () => {
          console.warn('newsletter sign-up from checkout failed');
          reportCheckoutNewsletterFailure();
          pushEvent({ event: 'newsletter_sign_up_failed', placement: 'checkout' });
        },
      },
      actors: {
        ...paymentActors({
          cart: () => cartRef.current,
          country,
          providerOrigin: new URL(publicConfig.paymentProviderUrl).origin,
          assign: (url) => window.location.assign(url),
        }),
        createPaymentSession: fromPromise(async ({ input }) => {
          if (cartRef.current.status === 'loading') await new Promise<void>((resolve) => cartWaiters.current.push(resolve));
          const cart = cartRef.current;
          const services = cart.services;
          const current = cart.cart;
          if (!services || !current) throw { code: 'CART_RESET', message: 'noCartFound' };
          const request = {
            shippingAddress: input.shippingAddress,
            billingAddress: input.billingAddress,
            email: input.contact.email,
            telephone: input.contact.telephone,
            languageCode: market.language,
            returnUrl: `${window.location.origin}/${market.storefrontCode}/checkout/payment`,
          };
          const key = orderIdempotencyKey(
            current.cartId,
            { request, items: current.items.map((i) => [i.id, i.quantity]) },
            checkoutStorage.orderAttempt(country),
          );
          // The stock check, then the order; an out-of-stock line stops it and leaves the cart as it is.
          const created = await placeOrder(services, current.items, { ...request, idempotencyKey: key }, cart.scope);
          if (created.isErr()) {
            reportOrderFailure(created.error);
            throw created.error;
          }
          checkoutStorage.writeOrderSession(country, {
            order: created.value.order,
            session: created.value.session,
            token: services.tokens.read(cart.scope.region),
          });
          return { session: created.value.session, order: created.value.order };
        }),
        signUpNewsletter: fromPromise(async ({ input }) => {
          const response = await fetch('/api/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ store: market.storefrontCode, email: input.email, countryCode: country, checkout: true }),
          });
          if (!response.ok) throw new Error(`newsletter sign-up failed: ${response.status}`);
          rememberNewsletterSignUp();
        }),
        emptyCart: fromPromise(async () => {
          cartRef.current.forget();
        }),
      },
    });
    return createActor(machine, { input: restoreCheckout(country) }).start();
  });
  useEffect(
    () => () => {
      actor.stop();
    },
    [actor],
  );

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { info, completedViews } = snapshot.context;
      checkoutStorage.writeCheckout(country, { info, completedViews });
    });
    return () => subscription.unsubscribe();
  }, [actor, country]);

  return <CheckoutContext.Provider value={actor}>{children}</CheckoutContext.Provider>;
}
