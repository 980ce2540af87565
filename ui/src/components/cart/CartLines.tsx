import type { CartItem } from '@sockshop/core/cart';
import { sizeLabel } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import type { CartLine } from '@sockshop/core/ports';
import type { Translate } from '../../lib/translate';
import { totalPrice } from '../../product/product-view';
import { Picture } from '../shared/Picture';

/** The cart's lines with quantity steppers; quantity 0 removes a line. */
export function CartLines({
  items,
  market,
  t,
  onQuantity,
}: {
  items: readonly CartItem[];
  market: Market;
  t: Translate;
  onQuantity?: (line: CartLine) => void;
}) {
  return (
    <ul className="cart-lines">
      {items.map((item) => (
        <li key={item.itemId} className="cart-line">
          {item.image ? <Picture image={{ src: item.image, alt: '', width: 96, height: 96 }} className="cart-line__image" /> : null}
          <div className="cart-line__text">
            <p className="cart-line__name">{item.name}</p>
            <p className="cart-line__size">
              {t('size')}: {sizeLabel(item.size.value, market.storefrontCode, t)}
            </p>
            <p className="cart-line__price">{totalPrice(item.price.final * item.quantity, market)}</p>
          </div>
          {onQuantity ? (
            <fieldset className="cart-line__quantity" aria-label={`${t('quantity')}: ${item.name}`}>
              <button
                type="button"
                className="button button--icon"
                aria-label={`${t('decrease')} ${item.name}`}
                onClick={() => onQuantity({ id: item.id, quantity: item.quantity - 1 })}
              >
                −
              </button>
              <output aria-live="polite" className="cart-line__count">
                {item.quantity}
              </output>
              <button
                type="button"
                className="button button--icon"
                aria-label={`${t('increase')} ${item.name}`}
                onClick={() => onQuantity({ id: item.id, quantity: item.quantity + 1 })}
              >
                +
              </button>
              <button type="button" className="button button--link" onClick={() => onQuantity({ id: item.id, quantity: 0 })}>
                {t('remove')}
              </button>
            </fieldset>
          ) : (
            <p className="cart-line__count">
              {t('quantity')}: {item.quantity}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
