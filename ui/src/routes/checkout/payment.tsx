import type { PaymentOutcome } from '@sockshop/core/payments';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { useCheckout, useCheckoutActor } from '../../checkout/checkout-context';
import { checkoutStorage } from '../../checkout/checkout-storage';
import { nextPaymentAttempt, paymentKey } from '../../checkout/payment-attempts';
import { CartTotals } from '../../components/cart/CartTotals';
import { CardFrame } from '../../components/checkout/CardFrame';
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
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const handledRedirect = useRef(false);
  const providerOrigin = new URL(publicConfig.paymentProviderUrl).origin;

  const settle = useCallback(
    async (outcome: PaymentOutcome) => {
      const services = cart.services;
      if (!order || !services) return;
      if (outcome.resultCode === 'RedirectShopper' && outcome.action) {
        // Only ever follow a redirect to the payment provider (no open redirect through a forged answer).
        if (new URL(outcome.action.url).origin === providerOrigin) window.location.assign(outcome.action.url);
        else setMessage(t('paymentFailed'));
        return;
      }
      if (outcome.resultCode === 'Authorised' || outcome.resultCode === 'Pending' || outcome.resultCode === 'Received') {
        const confirmed = await services.payments.confirmOrder(order.id, cart.scope);
        if (confirmed.isOk()) {
          const stored = checkoutStorage.readOrderSession(market.countryCode);
          if (stored) checkoutStorage.writeOrderSession(market.countryCode, { ...stored, order: confirmed.value });
          actor.send({ type: 'payment.succeeded', order: confirmed.value });
          return;
        }
        setMessage(confirmed.error.code === 'PAYMENT_REFUSED' ? t('paymentRefused') : t('paymentPending'));
        return;
      }
      nextPaymentAttempt(order.id);
      setFrameKey((key) => key + 1);
      setMessage(outcome.resultCode === 'Refused' ? t('paymentRefused') : t('paymentFailed'));
    },
    [cart, order, actor, market.countryCode, providerOrigin, t],
  );

  const pay = useCallback(
    async (paymentMethod: Record<string, string>) => {
      const services = cart.services;
      if (!order || !services || busy) return;
      setBusy(true);
      setMessage('');
      const result = await services.payments.submitPayment(
        { orderId: order.id, paymentMethod, idempotencyKey: paymentKey(order.id) },
        cart.scope,
      );
      if (result.isOk()) await settle(result.value);
      else setMessage(result.error.code === 'PAYMENT_REFUSED' ? t('paymentRefused') : result.error.message);
      setBusy(false);
    },
    [cart, order, busy, settle, t],
  );

  // Back from a wallet or a card challenge: finish the payment with the provider's redirectResult (spec §2 query keys).
  useEffect(() => {
    const services = cart.services;
    if (!redirectResult || !order || !services || handledRedirect.current) return;
    handledRedirect.current = true;
    setBusy(true);
    void services.payments.submitDetails({ orderId: order.id, redirectResult }, cart.scope).then(async (result) => {
      setParams({}, { replace: true });
      if (result.isOk()) await settle(result.value);
      else setMessage(result.error.message);
      setBusy(false);
    });
  }, [redirectResult, order, cart.services]);

  return (
    <section className="checkout-payment" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="page__title">
        {t('payment')}
      </h1>
      {order ? <CartTotals cart={order} market={market} t={t} /> : null}
      {phase === 'creating' ? <p role="status">{t('preparingPayment')}</p> : null}
      {phase === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{sessionError?.message ?? t('paymentFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'payment.retry' })}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {phase === 'ready' && session && order && !redirectResult ? (
        <>
          <CardFrame
            key={frameKey}
            clientUrl={session.clientUrl}
            amount={session.amount}
            title={t('cardDetails')}
            onPaymentMethod={(method) => void pay(method)}
            onInvalid={(text) => setMessage(text)}
          />
          <p className="checkout-payment__or">{t('or')}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void pay({ type: 'paypal' })}>
            {t('payWithPaypal')}
          </button>
        </>
      ) : null}
      {phase === 'completing' || busy ? <p role="status">{t('processingPayment')}</p> : null}
      <p className="checkout-payment__message" role="alert">
        {message}
      </p>
      <button type="button" className="button button--link" onClick={() => actor.send({ type: 'goto', view: 'address' })}>
        {t('back')}
      </button>
    </section>
  );
}
