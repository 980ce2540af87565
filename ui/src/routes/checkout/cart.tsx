import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { CartNotice } from '../../components/cart/CartNotice';
import { useReturnTarget } from '../../hooks/use-return-target';
import { useStorefrontData } from '../../lib/layout-data';

// The view with lines loads once the browser has found a cart with lines: the empty cart, a first-time shopper's, stays
// within the first-load budget.
const CartWithLines = lazy(() => import('./cart-with-lines'));

/** Checkout cart view: lines, shipping method, discount code, totals; or the empty cart's way back to the shop. */
export default function CheckoutCart() {
  const { market, t } = useStorefrontData();
  const returnTarget = useReturnTarget(market.storefrontCode);
  const cart = useCart();
  const loading = <p role="status">{t('loading')}</p>;

  if (cart.status === 'loading') return loading;
  if (!cart.cart || cart.cart.itemsCount === 0) {
    return (
      <section className="checkout-cart checkout-cart--empty">
        <h1 className="page__title">{t('cart')}</h1>
        <CartNotice t={t} />
        <p>{t('emptyCart')}</p>
        <Link to={returnTarget} className="button button--primary">
          {t('continueShopping')}
        </Link>
      </section>
    );
  }
  return (
    <Suspense fallback={loading}>
      <CartWithLines />
    </Suspense>
  );
}
