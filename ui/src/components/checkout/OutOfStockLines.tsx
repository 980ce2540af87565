import type { OrderLine } from '@sockshop/core/payments';
import type { Translate } from '../../lib/translate';

/** spec §7 stock check: which cart lines stopped the order, and the way back to the cart to change them. */
export function OutOfStockLines({ lines, t, onBackToCart }: { lines: readonly OrderLine[]; t: Translate; onBackToCart: () => void }) {
  return (
    <>
      <ul className="checkout-payment__unavailable" data-testid="out-of-stock-lines">
        {lines.map((line) => (
          <li key={line.id}>
            {line.name}
            {line.size.label ? ` (${line.size.label})` : ''}: {t('outOfStock')}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onBackToCart}>
        {t('viewCart')}
      </button>
    </>
  );
}
