import type { DomainError } from '@sockshop/core/errors';
import type { StorefrontCode } from '@sockshop/core/markets';
import { outOfStockLines } from '@sockshop/core/payments';
import { paymentErrorKey } from '../../checkout/payment-messages';
import type { Translate } from '../../lib/translate';
import { OutOfStockLines } from './OutOfStockLines';

/**
 * The order or its payment session could not be created: why, and the way on. Out-of-stock lines are named and lead
 * back to the cart (which stays as it is); a closed order has no retry (the page offers a new order); else a retry.
 */
export function PaymentSessionFailure({
  error,
  closed,
  storefront,
  t,
  onBackToCart,
  onRetry,
}: {
  error: DomainError | null;
  closed: boolean;
  storefront: StorefrontCode;
  t: Translate;
  onBackToCart: () => void;
  onRetry: () => void;
}) {
  const unavailable = outOfStockLines(error);
  return (
    <div className="notice notice--error" role="alert">
      <p>{t(error ? paymentErrorKey(error.code) : 'paymentFailed')}</p>
      {unavailable.length > 0 ? (
        <OutOfStockLines lines={unavailable} storefront={storefront} t={t} onBackToCart={onBackToCart} />
      ) : closed ? null : (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
