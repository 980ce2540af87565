import { CHECKOUT_VIEW_ORDER, type CheckoutView, isCheckoutView, stepOf } from '@sockshop/core/checkout';
import type { ReactNode } from 'react';
import { useCart } from '../../cart/cart-context';
import { useStorefrontData } from '../../lib/layout-data';

/** The checkout view a path asks for (cart when it names none). */
export function viewOfPath(pathname: string): CheckoutView {
  const view = pathname.split('/checkout/')[1]?.split('/')[0];
  return isCheckoutView(view) ? view : 'cart';
}

/** The steps of the checkout with the current one marked, and the view below them. */
export function CheckoutSteps({ urlView, children }: { urlView: CheckoutView; children: ReactNode }) {
  const { t } = useStorefrontData();
  const cart = useCart();
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
      {children}
    </div>
  );
}
