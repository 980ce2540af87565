import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';
import type { Order } from '../payments/order.schema.js';
import { toMajor } from '../pricing/money.js';
import { type EcommerceEvent, ecommerceEvent } from './ecommerce-event.js';
import { itemFromCartItem } from './items.js';

// Apart from the other event builders: its Result (neverthrow) and error messages load with the checkout, not with
// every page that pushes a page view.

/** Entering success records the purchase; without an order it is 'Could not find a session or order'. */
export function purchaseEvent(order: Order | null | undefined): Result<EcommerceEvent, DomainError<'NOT_FOUND'>> {
  if (!order) return err(domainError('NOT_FOUND', MESSAGES.noSessionOrOrder));
  const event = ecommerceEvent('purchase', order.currency, order.items.map(itemFromCartItem), {
    transaction_id: order.orderNumber || order.id,
    tax: toMajor(order.priceTax, order.currency),
    shipping: toMajor(order.priceShipping, order.currency),
  });
  // The order's own total (after discounts, with tax and shipping) is what was paid.
  return ok({ ...event, ecommerce: { ...event.ecommerce, value: toMajor(order.priceTotal, order.currency) } });
}
