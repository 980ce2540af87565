import { useEffect, useId } from 'react';
import { useCart } from '../../cart/cart-context';
import { useCheckoutActor } from '../../checkout/checkout-context';
import { startNewOrder } from '../../checkout/new-order';
import { isUnderWay, noticeKey, paymentPhaseOf } from '../../checkout/payment-phase';
import { useCheckout } from '../../checkout/use-checkout';
import { usePaymentMethods } from '../../checkout/use-payment-methods';
import { usePaymentReturn } from '../../checkout/use-payment-return';
import { CartTotals } from '../../components/cart/CartTotals';
import { PaymentForm } from '../../components/checkout/PaymentForm';
import { PaymentSessionFailure } from '../../components/checkout/PaymentSessionFailure';
import { useStorefrontData } from '../../lib/layout-data';

/** The payment step as the checkout machine stands: the order and its payment session, the provider's card form, wallets. */
export default function CheckoutPayment() {
  const { market, t } = useStorefrontData();
  const actor = useCheckoutActor();
  const cart = useCart();
  const id = useId();
  const phase = useCheckout(paymentPhaseOf);
  const { paymentSession: session, order, error, notice, attempt } = useCheckout((s) => s.context);
  const redirectResult = usePaymentReturn();
  const paymentMethods = usePaymentMethods(cart, market, session?.amount ?? null);
  // The ports load on first use; this view calls them as soon as it shows.
  const { loadServices } = cart;
  useEffect(() => {
    void loadServices();
  }, [loadServices]);

  const formShown = ['ready', 'submitting', 'redirecting', 'confirming'].includes(phase) && !redirectResult;
  // A closed order without a payment notice was closed when its session was asked for: the failure says why.
  const sessionFailed = phase === 'failed' || (phase === 'closed' && notice === null);

  return (
    <section className="checkout-payment" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="page__title">
        {t('payment')}
      </h1>
      {order && phase !== 'creating' ? <CartTotals cart={order} market={market} t={t} /> : null}
      {phase === 'creating' ? <p role="status">{t('preparingPayment')}</p> : null}
      {sessionFailed ? (
        <PaymentSessionFailure
          error={error}
          closed={phase === 'closed'}
          storefront={market.storefrontCode}
          t={t}
          onBackToCart={() => actor.send({ type: 'goto', view: 'cart' })}
          onRetry={() => actor.send({ type: 'payment.retry' })}
        />
      ) : null}
      {formShown && session && order ? (
        <PaymentForm
          paymentMethods={paymentMethods}
          attempt={attempt}
          session={session}
          language={market.language}
          busy={phase !== 'ready'}
          t={t}
          onPaymentMethod={(paymentMethod) => actor.send({ type: 'payment.submitted', paymentMethod })}
          // The card form shows its own validation text by its fields; repeating it here showed it twice. An older
          // message (a refusal) goes, so the form's is the only one.
          onInvalid={() => actor.send({ type: 'payment.invalid' })}
        />
      ) : null}
      {isUnderWay(phase) ? <p role="status">{t('processingPayment')}</p> : null}
      <p className="checkout-payment__message" role="alert">
        {/* A failed step says why in its own alert above; one message at a time. */}
        {sessionFailed || !notice ? '' : t(noticeKey(notice))}
      </p>
      {phase === 'closed' ? (
        <button type="button" className="button button--primary" onClick={() => startNewOrder(actor, market.countryCode)}>
          {t('startNewOrder')}
        </button>
      ) : null}
      <button type="button" className="button button--link" onClick={() => actor.send({ type: 'goto', view: 'address' })}>
        {t('back')}
      </button>
    </section>
  );
}
