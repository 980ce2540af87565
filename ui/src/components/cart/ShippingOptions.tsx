import { type Cart, type ShippingMethod, shippingCostOf } from '@sockshop/core/cart';
import type { Market } from '@sockshop/core/markets';
import type { Translate } from '../../lib/translate';
import { totalPrice } from '../../product/product-view';

/**
 * Shipping methods of the cart, each option says what it costs this cart, in the market's
 * format ("Free" with a free-shipping code or above the threshold), so the choice is made knowing the price.
 */
export function ShippingOptions({
  methods,
  selectedId,
  cart,
  threshold,
  market,
  t,
  onSelect,
}: {
  methods: readonly ShippingMethod[];
  selectedId: string | null;
  cart: Pick<Cart, 'isFreeShippingDiscountCodeApplied' | 'priceProducts' | 'priceDiscount'>;
  threshold: number;
  market: Market;
  t: Translate;
  onSelect: (id: string) => void;
}) {
  if (methods.length === 0) return null;
  return (
    <fieldset className="shipping-methods">
      <legend>{t('shipping')}</legend>
      {methods.map((method) => {
        const cost = shippingCostOf(method, cart, threshold, market.currency.code);
        return (
          <label key={method.id} className="shipping-methods__option">
            <input
              type="radio"
              name="shipping"
              value={method.id}
              disabled={!method.available}
              checked={selectedId === method.id}
              onChange={() => onSelect(method.id)}
            />
            <span className="shipping-methods__name">
              {method.title} <span className="shipping-methods__details">{method.deliveryDetails}</span>
            </span>
            <span className="shipping-methods__price" data-testid="shipping-price">
              {cost === 0 ? t('free') : totalPrice(cost, market)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
