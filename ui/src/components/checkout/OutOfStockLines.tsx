import { sizeLabel } from '@sockshop/core/catalog';
import type { StorefrontCode } from '@sockshop/core/markets';
import type { OrderLine } from '@sockshop/core/payments';
import type { Translate } from '../../lib/translate';

/** Stock check: which cart lines stopped the order, and the way back to the cart to change them. */
export function OutOfStockLines({
  lines,
  storefront,
  t,
  onBackToCart,
}: {
  lines: readonly OrderLine[];
  storefront: StorefrontCode;
  t: Translate;
  onBackToCart: () => void;
}) {
  return (
    <>
      <ul className="checkout-payment__unavailable" data-testid="out-of-stock-lines">
        {lines.map((line) => (
          <li key={line.id}>
            {line.name}
            {line.size.value ? ` (${sizeLabel(line.size.value, storefront, t)})` : ''}: {t('outOfStock')}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onBackToCart}>
        {t('viewCart')}
      </button>
    </>
  );
}
