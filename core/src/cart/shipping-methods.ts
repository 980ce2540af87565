import type { CurrencyCode, Language } from '../markets/codes.js';
import type { Logger } from '../ports/logger.port.js';
import { silentLogger } from '../ports/logger.port.js';
import type { RawShippingMethod, ShippingMethod } from './shipping-method.schema.js';

export const INCOMPLETE_SHIPPING_METHOD = 'Shipping method without price, description or title dropped';

/**
 * A shipping method needs a price, a description and a title in the market language; the title falls back to
 * English. Otherwise it is dropped with a warning. Prices are read by language (as the spec states) or by currency.
 */
export function normalizeShippingMethods(
  raw: readonly RawShippingMethod[],
  language: Language,
  currency: CurrencyCode,
  logger: Logger = silentLogger,
): ShippingMethod[] {
  const methods: ShippingMethod[] = [];
  for (const method of raw) {
    const title = method.title[language] || method.title.en;
    const description = method.description[language];
    const price = method.price[language] ?? method.price[currency];
    if (!title || !description || price === undefined) {
      logger.warn(INCOMPLETE_SHIPPING_METHOD, { id: method.id, language, currency });
      continue;
    }
    methods.push({
      id: method.id,
      title,
      description,
      available: method.available,
      errorMessage: method.errorMessage,
      price,
      discountAmount: method.discountAmount,
      deliveryDetails: method.deliveryDetails[language] ?? method.deliveryDetails.en ?? '',
      logo: method.logo,
    });
  }
  return methods;
}
