import type { Market } from '@sockshop/core/markets';
import { type TotalsAmounts, totalsOf } from '@sockshop/core/pricing';
import type { Translate } from '../../lib/translate';
import { totalPrice } from '../../product/product-view';

/**
 * `data-line` names each row for tests that sum what the shopper reads (tests/e2e/totals.spec.ts).
 * Totals keep their .00. the lines read top to bottom as the sum that makes the total.
 * Sales tax (US) is a line of the sum, above the total, or "estimated" until the address is known; VAT that the prices
 * already include is shown under the total as "incl. VAT" and never adds to it.
 */
export function CartTotals({ cart, market, t }: { cart: TotalsAmounts; market: Market; t: Translate }) {
  const totals = totalsOf(cart, market);
  const { tax } = totals;
  return (
    <dl className="cart-totals">
      <div data-line="subtotal">
        <dt>{t('subtotal')}</dt>
        <dd>{totalPrice(totals.subtotal, market)}</dd>
      </div>
      <div data-line="shipping">
        <dt>{t('shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('free') : totalPrice(totals.shipping, market)}</dd>
      </div>
      {tax.kind === 'added' ? (
        <div data-line="sales-tax">
          <dt>{t('salesTax')}</dt>
          <dd>{totalPrice(tax.amount, market)}</dd>
        </div>
      ) : null}
      {tax.kind === 'estimated' ? (
        <div data-line="estimated-tax">
          <dt>{t('estimatedTax')}</dt>
          <dd>{t('taxAfterAddress')}</dd>
        </div>
      ) : null}
      {totals.discount > 0 ? (
        <div data-line="discount">
          <dt>{t('discount')}</dt>
          <dd>-{totalPrice(totals.discount, market)}</dd>
        </div>
      ) : null}
      <div className="cart-totals__total" data-line="total">
        <dt>{t('total')}</dt>
        <dd data-testid="cart-total">{totalPrice(totals.total, market)}</dd>
      </div>
      {tax.kind === 'included' ? (
        <div className="cart-totals__tax" data-line="included-tax">
          <dt>{t('inclVat')}</dt>
          <dd>{totalPrice(tax.amount, market)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
