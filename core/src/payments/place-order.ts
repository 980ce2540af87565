import { errAsync, ResultAsync } from 'neverthrow';
import type { CartItem } from '../cart/cart.schema.js';
import { unavailableLines } from '../catalog/stock.js';
import { type DomainError, domainError } from '../errors.js';
import type { CartScope, CommercePort } from '../ports/commerce.port.js';
import type { OrderRequest, PaymentsError, PaymentsPort } from '../ports/payments.port.js';
import type { Order, PaymentSession } from './order.schema.js';

export type OrderLine = Pick<CartItem, 'id' | 'name' | 'size' | 'quantity'>;

/** OUT_OF_STOCK with the cart lines that cannot be had, for the shopper to see which (OUT_OF_STOCK). */
export type OutOfStockError = DomainError<'OUT_OF_STOCK'> & { readonly cause: { readonly lines: readonly OrderLine[] } };

export const OUT_OF_STOCK_MESSAGE = 'Some items in the cart are out of stock';

const outOfStock = (lines: readonly OrderLine[]): OutOfStockError =>
  domainError('OUT_OF_STOCK', OUT_OF_STOCK_MESSAGE, { lines }) as OutOfStockError;

/** The lines an OUT_OF_STOCK error names; none for any other error. */
export function outOfStockLines(error: DomainError | null | undefined): readonly OrderLine[] {
  const cause = error?.code === 'OUT_OF_STOCK' ? (error.cause as { lines?: unknown } | undefined) : undefined;
  return Array.isArray(cause?.lines) ? (cause.lines as OrderLine[]) : [];
}

/** The ids a 'Missing product in stock response' error left out (the commerce adapter names them). */
function missingIds(error: DomainError): string[] {
  const missing = (error.cause as { missing?: unknown } | undefined)?.missing;
  return error.code === 'NOT_FOUND' && Array.isArray(missing) ? missing.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The stock check of the cart's lines. Answers the lines that cannot be had: unavailable, or missing from the
 * answer. A check that cannot be made answers none: the backend reserves stock when it creates the order and
 * refuses it then, so a failing check never blocks a shopper whose items are there.
 */
function unavailableOf(commerce: Pick<CommercePort, 'checkStock'>, lines: readonly OrderLine[], scope: CartScope) {
  return commerce
    .checkStock(
      lines.map((line) => line.id),
      scope,
    )
    .match(
      (answer) => unavailableLines(lines, answer),
      (error) => lines.filter((line) => missingIds(error).includes(line.id)),
    );
}

/**
 * The order of the payment step: the stock check first, and no order while a line is out of stock; the cart is
 * left as it is. When stock runs out between the check and the order (another shopper bought the last pair), the
 * backend refuses the order and the check is asked again to name the lines.
 */
export function placeOrder(
  deps: { commerce: Pick<CommercePort, 'checkStock'>; payments: Pick<PaymentsPort, 'createOrder'> },
  lines: readonly OrderLine[],
  request: OrderRequest,
  scope: CartScope,
): ResultAsync<{ order: Order; session: PaymentSession }, PaymentsError | OutOfStockError> {
  const check = () => ResultAsync.fromSafePromise(unavailableOf(deps.commerce, lines, scope));
  return check().andThen((unavailable) => {
    if (unavailable.length > 0) return errAsync<never, OutOfStockError>(outOfStock(unavailable));
    return deps.payments
      .createOrder(request, scope)
      .orElse((error) =>
        error.code === 'OUT_OF_STOCK'
          ? check().andThen((now) => errAsync<never, PaymentsError | OutOfStockError>(now.length > 0 ? outOfStock(now) : error))
          : errAsync<never, PaymentsError | OutOfStockError>(error),
      );
  });
}
