import type { FreeShipping } from '@sockshop/core/content';
import type { Market } from '@sockshop/core/markets';
import { formatPrice, thresholdForCountry, toMinor } from '@sockshop/core/pricing';

export interface FreeShippingSettings {
  /** The market country's threshold in major units; 0 when there is none. */
  threshold: number;
  /** The threshold as the market reads it (symbol placement, no trailing .00), or null without one. */
  amount: string | null;
}

/**
 * The free-shipping threshold of the market's country from the shared 'free-shipping' content page. Rendered
 * on the server: pages are cached per market, and the threshold depends on the market alone.
 */
export function freeShippingSettings(settings: FreeShipping | null, market: Market): FreeShippingSettings {
  const threshold = settings ? thresholdForCountry(settings.thresholds, market.countryCode) : 0;
  if (threshold <= 0) return { threshold: 0, amount: null };
  const currency = market.currency.code;
  return { threshold, amount: formatPrice(toMinor(threshold, currency), currency, market.countryCode, { dropZeroDecimals: true }) };
}

/**
 * The top banner's `{amount}` is the market's threshold in the market's currency, so one message serves every
 * market of a storefront; a message that needs an amount the market does not have is not shown.
 */
export function bannerMessageWithAmount(message: string, amount: string | null): string | null {
  if (!message.includes('{amount}')) return message;
  return amount === null ? null : message.replaceAll('{amount}', amount);
}
