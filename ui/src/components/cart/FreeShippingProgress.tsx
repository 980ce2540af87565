import { type Cart, freeShippingStatus } from '@sockshop/core/cart';
import type { Market } from '@sockshop/core/markets';
import { useId } from 'react';
import type { Translate } from '../../lib/translate';
import { totalPrice } from '../../product/product-view';

/**
 * "Only {amount} left for free shipping" (a cart amount, so it keeps its .00, unlike a catalogue price) with a
 * progress bar towards the market's threshold, or "Free shipping" once reached (or granted by a code or a free method).
 * Nothing without a threshold.
 */
export function FreeShippingProgress({ cart, threshold, market, t }: { cart: Cart; threshold: number; market: Market; t: Translate }) {
  const id = useId();
  const status = freeShippingStatus(cart, threshold, market.currency.code);
  if (status.kind === 'none') return null;
  if (status.kind === 'free') {
    return (
      <p className="free-shipping free-shipping--reached" data-testid="free-shipping">
        {t('freeShipping')}
      </p>
    );
  }
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p id={`${id}-text`} className="free-shipping__text">
        {t('freeShippingLeft').replace('{amount}', totalPrice(status.leftMinor, market))}
      </p>
      <progress
        className="free-shipping__bar"
        aria-label={t('freeShippingProgress')}
        aria-describedby={`${id}-text`}
        max={status.thresholdMinor}
        value={status.spentMinor}
      />
    </div>
  );
}
