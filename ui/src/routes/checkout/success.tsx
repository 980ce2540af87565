import type { Order } from '@sockshop/core/payments';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { checkoutStorage } from '../../checkout/checkout-storage';
import { CartLines } from '../../components/cart/CartLines';
import { CartTotals } from '../../components/cart/CartTotals';
import { OrderDetails } from '../../components/checkout/OrderDetails';
import { useReturnTarget } from '../../hooks/use-return-target';
import { useStorefrontData } from '../../lib/layout-data';

/**
 * success/{id}: the order as the commerce service confirms it, fetched with the token the order
 * was placed with, so a reload (or a restarted shop) still shows it: its status, address, shipping, payment, and the
 * lines and totals as bought.
 */
export default function CheckoutSuccess() {
  const { market, t } = useStorefrontData();
  const returnTarget = useReturnTarget(market.storefrontCode);
  const { id } = useParams();
  const cart = useCart();
  const stored = checkoutStorage.readOrderSession(market.countryCode);
  const [order, setOrder] = useState<Order | null>(stored && stored.order.id === id ? stored.order : null);
  const [failed, setFailed] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // The ports load on first use; this view calls them as soon as it shows.
  const { loadServices } = cart;
  useEffect(() => {
    void loadServices();
  }, [loadServices]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the confirmation is asked once per order id when the services are ready
  useEffect(() => {
    const services = cart.services;
    if (!services || !id) return;
    void services.payments
      .confirmOrder(id, cart.scope, stored?.order.id === id ? (stored.token ?? undefined) : undefined)
      .then((result) => {
        if (result.isOk()) {
          setOrder(result.value);
          setConfirmed(true);
        } else if (!order) setFailed(true);
      });
  }, [cart.services, id]);

  if (!id || failed) {
    return (
      <section className="checkout-success">
        <h1 className="page__title">{t('orderNotFound')}</h1>
        <Link to={returnTarget}>{t('continueShopping')}</Link>
      </section>
    );
  }
  if (!order) return <p role="status">{t('loading')}</p>;
  return (
    <section className="checkout-success" aria-labelledby="success-title">
      <h1 id="success-title" className="page__title">
        {t('thankYou')}
      </h1>
      <p className="checkout-success__number">
        {t('orderNumber')}:{' '}
        <strong data-testid="order-number" data-confirmed={confirmed}>
          {order.orderNumber}
        </strong>
      </p>
      <p>
        {t('confirmationSentTo')} {order.contact.email}
      </p>
      <OrderDetails
        order={order}
        paymentMethod={order.payment.method ?? (stored?.order.id === order.id ? stored.order.payment.method : null)}
        market={market}
        t={t}
      />
      <CartLines items={order.items} market={market} t={t} />
      <CartTotals cart={order} market={market} t={t} />
      <Link to={returnTarget} className="button button--primary">
        {t('continueShopping')}
      </Link>
    </section>
  );
}
