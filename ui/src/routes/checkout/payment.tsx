import { addPaymentInfoEvent } from '@sockshop/core/analytics';
import { outOfStockLines, type PaymentOutcome } from '@sockshop/core/payments';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pushEvent } from '../../analytics/data-layer';
import { useCart } from '../../cart/cart-context';
import { useCheckout, useCheckoutActor } from '../../checkout/checkout-context';
import { checkoutStorage } from '../../checkout/checkout-storage';
import { startNewOrder } from '../../checkout/new-order';
import { paymentAttempts } from '../../checkout/payment-attempts';
import { isAddressProblem, needsNewOrder, paymentErrorKey, unpaidOutcomeKey } from '../../checkout/payment-messages';
import { usePaymentMethods } from '../../checkout/use-payment-methods';
import { CartTotals } from '../../components/cart/CartTotals';
import { OutOfStockLines } from '../../components/checkout/OutOfStockLines';
import { PaymentMethodChoice } from '../../components/checkout/PaymentMethodChoice';
import { reportPaymentFailure } from '../../diagnostics/checkout-reports';
import { useStorefrontData } from '../../lib/layout-data';

type Phase = 'creating' | 'failed' | 'ready' | 'completing';

/** spec §4 payment step: the order and its payment session, the provider's card form, wallets by redirect. */
export default function CheckoutPayment() {
  const { market, t, publicConfig } = useStorefrontData();
  const actor = useCheckoutActor();
  const cart = useCart();
  const id = useId();
  const phase = useCheckout<Phase>((s) =>
    s.matches('completing')
      ? 'completing'
      : s.matches({ payment: 'failed' })
        ? 'failed'
        : s.matches({ payment: 'ready' })
          ? 'ready'
          : 'creating',
  );
  const session = useCheckout((s) => s.context.paymentSession);
  const order = useCheckout((s) => s.context.order);
  const sessionError = useCheckout((s) => s.context.error);
  const [params, setParams] = useSearchParams();
  const redirectResult = params.get('redirectResult');
  // Shopper-facing text is always a translation key (issue 10); the card form's own validation text is the exception.
  const [message, setMessage] = useState('');
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const handledRedirect = useRef(false);
  // DECISIONS 15 add_payment_info: once per order and method the shopper pays with.
  const reportedMethods = useRef(new Set<string>());
  const paymentMethods = usePaymentMethods(cart, market, session?.amount ?? null);
  const providerOrigin = new URL(publicConfig.paymentProviderUrl).origin;
  // The ports load on first use (issue 12); this view calls them as soon as it shows.
  const { loadServices } = cart;
  useEffect(() => {
    void loadServices();
  }, [loadServices]);

  const showError = useCallback(
    (code: string) => {
      setMessage(t(paymentErrorKey(code)));
      setClosed(needsNewOrder(code));
    },
    [t],
  );

  /** Applies a payment answer; true while the shopper is being sent to the provider's page. */
  const settle = useCallback(
    async (outcome: PaymentOutcome, attempt: { digest: string } | 'redirect'): Promise<boolean> => {
      const services = cart.services;
      if (!order || !services) return false;
      if (outcome.status === 'redirect') {
        // Only ever follow a redirect to the payment provider (no open redirect through a forged answer).
        if (new URL(outcome.redirectUrl).origin !== providerOrigin) {
          setMessage(t('paymentFailed'));
          return false;
        }
        if (attempt !== 'redirect') paymentAttempts.redirected(order.id, attempt.digest);
        window.location.assign(outcome.redirectUrl);
        return true;
      }
      if (outcome.status === 'authorised' || outcome.status === 'pending') {
        const confirmed = await services.payments.confirmOrder(order.id, cart.scope);
        if (confirmed.isOk()) {
          const stored = checkoutStorage.readOrderSession(market.countryCode);
          if (stored) checkoutStorage.writeOrderSession(market.countryCode, { ...stored, order: confirmed.value });
          actor.send({ type: 'payment.succeeded', order: confirmed.value });
          return false;
        }
        const code = confirmed.error.code;
        if (code === 'PAYMENT_REFUSED' || needsNewOrder(code)) showError(code);
        else setMessage(t('paymentPending'));
        return false;
      }
      if (attempt === 'redirect') paymentAttempts.endRedirected(order.id);
      setFrameKey((key) => key + 1);
      setMessage(t(unpaidOutcomeKey(outcome.status)));
      return false;
    },
    [cart, order, actor, market.countryCode, providerOrigin, t, showError],
  );

  const pay = useCallback(
    async (paymentMethod: Record<string, string>) => {
      const services = cart.services;
      if (!order || !services || busy) return;
      const reported = `${order.id}:${paymentMethod.type}`;
      if (cart.cart && paymentMethod.type && !reportedMethods.current.has(reported)) {
        reportedMethods.current.add(reported);
        pushEvent(addPaymentInfoEvent(cart.cart, paymentMethod.type));
      }
      setBusy(true);
      setMessage('');
      const { key, digest } = paymentAttempts.keyFor(order.id, paymentMethod);
      const result = await services.payments.submitPayment({ orderId: order.id, paymentMethod, idempotencyKey: key }, cart.scope);
      if (result.isErr()) {
        reportPaymentFailure('payment', result.error);
        showError(result.error.code);
      }
      const leaving = result.isOk() && (await settle(result.value, { digest }));
      if (!leaving) setBusy(false);
    },
    [cart, order, busy, settle, showError],
  );

  // Back from a wallet or a card challenge: finish the payment with the provider's redirectResult (spec §2 query keys).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirectResult is submitted once (handledRedirect guards it); the callbacks it uses are not triggers
  useEffect(() => {
    const services = cart.services;
    if (!redirectResult || !order || !services || handledRedirect.current) return;
    handledRedirect.current = true;
    setBusy(true);
    void services.payments.submitDetails({ orderId: order.id, redirectResult }, cart.scope).then(async (result) => {
      setParams({}, { replace: true });
      // spec §4: start-up skips the cart fetch on a payment return; when the shopper stays to pay again, the cart is
      // fetched (header count, totals) for the page without its redirectResult.
      const paid = result.isOk() && (result.value.status === 'authorised' || result.value.status === 'pending');
      if (!paid) void cart.refresh(new URLSearchParams());
      if (result.isOk()) await settle(result.value, 'redirect');
      else {
        // The provider's page was used up either way; paying again is a new attempt.
        paymentAttempts.endRedirected(order.id);
        reportPaymentFailure('details', result.error);
        showError(result.error.code);
      }
      setBusy(false);
    });
  }, [redirectResult, order, cart.services]);

  // An order the backend refused for its address (country outside the market, state and zip apart): fix it there.
  useEffect(() => {
    if (phase === 'failed' && sessionError && isAddressProblem(sessionError.code)) actor.send({ type: 'goto', view: 'address' });
  }, [phase, sessionError, actor]);

  const newOrder = () => {
    setClosed(false);
    setMessage('');
    setFrameKey((key) => key + 1);
    startNewOrder(actor, market.countryCode);
  };
  const sessionClosed = phase === 'failed' && sessionError !== null && needsNewOrder(sessionError.code);
  // spec §7 stock check: the lines that stopped the order; the cart is unchanged, the shopper changes it there.
  const unavailable = phase === 'failed' ? outOfStockLines(sessionError) : [];

  return (
    <section className="checkout-payment" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="page__title">
        {t('payment')}
      </h1>
      {order && phase !== 'creating' ? <CartTotals cart={order} market={market} t={t} /> : null}
      {phase === 'creating' ? <p role="status">{t('preparingPayment')}</p> : null}
      {phase === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{t(sessionError ? paymentErrorKey(sessionError.code) : 'paymentFailed')}</p>
          {unavailable.length > 0 ? (
            <OutOfStockLines
              lines={unavailable}
              storefront={market.storefrontCode}
              t={t}
              onBackToCart={() => actor.send({ type: 'goto', view: 'cart' })}
            />
          ) : sessionClosed ? null : (
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'payment.retry' })}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : null}
      {phase === 'ready' && session && order && !redirectResult && !closed ? (
        paymentMethods.methods === null ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            {paymentMethods.failed ? (
              <p className="notice" role="status">
                {t('paymentMethodsUnavailable')}
              </p>
            ) : null}
            <PaymentMethodChoice
              key={frameKey}
              methods={paymentMethods.methods}
              session={session}
              language={market.language}
              busy={busy}
              t={t}
              onPaymentMethod={(method) => void pay(method)}
              // Issue 22 gap 10: the card form shows its own validation text by its fields; repeating it here showed it
              // twice. An older message (a refusal) goes, so the form's is the only one.
              onInvalid={() => setMessage('')}
            />
          </>
        )
      ) : null}
      {phase === 'completing' || busy ? <p role="status">{t('processingPayment')}</p> : null}
      <p className="checkout-payment__message" role="alert">
        {/* A failed step says why in its own alert above; one message at a time. */}
        {phase === 'failed' ? '' : message}
      </p>
      {closed || sessionClosed ? (
        <button type="button" className="button button--primary" onClick={newOrder}>
          {t('startNewOrder')}
        </button>
      ) : null}
      <button type="button" className="button button--link" onClick={() => actor.send({ type: 'goto', view: 'address' })}>
        {t('back')}
      </button>
    </section>
  );
}
