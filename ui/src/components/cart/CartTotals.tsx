import type { Cart } from '@sockshop/core/cart';
import type { Market } from '@sockshop/core/markets';
import { totalPrice } from '../../lib/product-view';
import type { Translate } from '../../lib/translate';

/** DECISIONS 9: totals keep their .00. */
export function CartTotals({
  cart,
  market,
  t,
}: {
  cart: Pick<Cart, 'priceProducts' | 'priceShipping' | 'priceDiscount' | 'priceTax' | 'priceTotal'>;
  market: Market;
  t: Translate;
}) {
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{totalPrice(cart.priceProducts, market)}</dd>
      </div>
      <div>
        <dt>{t('shipping')}</dt>
        <dd>{cart.priceShipping === 0 ? t('free') : totalPrice(cart.priceShipping, market)}</dd>
      </div>
      {cart.priceDiscount > 0 ? (
        <div>
          <dt>{t('discount')}</dt>
          <dd>-{totalPrice(cart.priceDiscount, market)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__total">
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{totalPrice(cart.priceTotal, market)}</dd>
      </div>
      {cart.priceTax > 0 ? (
        <div className="cart-totals__tax">
          <dt>{t('includedTax')}</dt>
          <dd>{totalPrice(cart.priceTax, market)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
