import { createHash, randomUUID } from 'node:crypto';
import { toCart } from '@sockshop/core/cart';
import type { PaymentAddress } from '@sockshop/core/checkout';
import type { Order, PaymentSession } from '@sockshop/core/payments';
import { priceCart } from './cart.pricing.js';
import type { CartRepo } from './cart.repo.js';
import type { CartService } from './cart.service.js';
import type { CartClaims } from './cart-token.js';
import type { Db } from './db.js';
import { marketOf } from './market.table.js';
import type { OrderRow, OrderStatus, OrdersRepo } from './orders.repo.js';
import { serviceError } from './service-errors.js';
import { deliveryDetails, shippingTitle } from './shipping.table.js';
import { checkUsAddress, usSalesTax } from './us-tax.js';

export interface OrderRequestBody {
  shippingAddress: PaymentAddress;
  billingAddress: PaymentAddress;
  email: string;
  telephone: string;
  languageCode: 'en' | 'de' | 'nl' | 'fr';
  returnUrl: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

const PAYMENT_STATUS: Record<OrderStatus, string> = { pending: 'pending', paid: 'authorised', refused: 'refused', cancelled: 'cancelled' };

/** Orders from carts (payments protocol): stock is reserved in the transaction that writes the order. */
export function createOrdersService(deps: {
  db: Db;
  carts: CartService;
  cartRepo: CartRepo;
  orders: OrdersRepo;
  cardFormUrl: () => string;
}) {
  const { db, carts, cartRepo, orders } = deps;
  type Reserved = { variantId: string; quantity: number }[];
  const reservedOf = (row: OrderRow) => JSON.parse(row.lines) as Reserved;

  function release(row: OrderRow) {
    for (const line of reservedOf(row)) cartRepo.release(line.variantId, line.quantity);
  }

  function reserve(lines: Reserved) {
    for (const line of lines) {
      if (!cartRepo.reserve(line.variantId, line.quantity)) throw serviceError('OUT_OF_STOCK', `Out of stock: ${line.variantId}`);
    }
  }

  function view(row: OrderRow): Order {
    const order = JSON.parse(row.body) as Order;
    return { ...order, status: row.status, payment: { status: PAYMENT_STATUS[row.status], method: row.payment_method } };
  }

  function buildOrder(claims: CartClaims, body: OrderRequestBody, id: string, number: number) {
    const row = carts.openCartOf(claims);
    const state = carts.stateOf(row);
    if (state.lines.length === 0) throw serviceError('MISSING_PRODUCTS', 'The cart has no products');
    if (!state.shipping) throw serviceError('MISSING_SHIPPING_OPTION_ERROR', 'Missing shipping option');
    const raw = priceCart(state);
    let externalTax = 0;
    if (row.country === 'US') {
      // A TaxJar-style check of the shipping address (spec §8 TAX_JAR_ERROR).
      const check = checkUsAddress(body.shippingAddress.postalCode, body.shippingAddress.stateOrProvince);
      if (!check.ok) throw serviceError('TAX_JAR_ERROR', check.detail);
      externalTax = usSalesTax(raw.totalPriceWithDiscount, check.rate);
    }
    const cart = toCart(raw);
    const { items, priceProducts, priceShipping } = cart;
    const now = new Date().toISOString();
    const order: Order = {
      id,
      orderNumber: `SO-${number}`,
      status: 'pending',
      items,
      itemsCount: cart.itemsCount,
      priceTax: raw.totalTaxAmount + externalTax,
      priceProducts,
      priceShipping,
      priceDiscount: cart.priceDiscount,
      priceTotal: raw.totalPriceWithDiscount + externalTax,
      storefront: marketOf(row.country).storefront,
      market: { language: body.languageCode },
      currency: raw.store.currencyUnit,
      payment: { status: 'pending', method: null },
      address: { billing: body.billingAddress, shipping: body.shippingAddress },
      shippingMethod: {
        name: shippingTitle(state.shipping, body.languageCode),
        estimatedDeliveryTime: deliveryDetails(state.shipping, body.languageCode),
      },
      contact: {
        firstName: body.shippingAddress.givenName,
        lastName: body.shippingAddress.familyName,
        email: body.email,
        telephone: body.telephone,
      },
      createdAt: now,
      updatedAt: now,
      externalTaxAmount: externalTax,
    };
    return { order, lines: state.lines.map((l) => ({ variantId: l.variant.id, quantity: l.quantity })) };
  }

  return {
    view,
    /** One transaction: replay of the key, rules, the superseding of a pending order, reservation, the order, the stored answer. */
    create(claims: CartClaims, body: OrderRequestBody, key: string | null): Answer {
      const scope = `order:${claims.cartId}`;
      const fingerprint = fingerprintOf(body);
      return db.transaction((): Answer => {
        const seen = key ? orders.idempotency(scope, key) : undefined;
        if (seen?.state === 'done') {
          if (seen.fingerprint !== fingerprint) throw serviceError('INVALID_INPUT', 'Idempotency-Key reused with another request');
          return { status: seen.status ?? 201, body: JSON.parse(seen.body ?? 'null') };
        }
        const id = `ord_${randomUUID()}`;
        const { order, lines } = buildOrder(claims, body, id, orders.nextNumber());
        // A newer order of the same cart replaces a pending one: its units go back before the new ones are taken.
        for (const pending of orders.pendingOfCart(claims.cartId)) {
          release(pending);
          orders.setStatus(pending.id, 'cancelled', 'Replaced by a newer order');
        }
        reserve(lines);
        orders.insert({
          id,
          number: Number(order.orderNumber.slice(3)),
          cart_id: claims.cartId,
          lines: JSON.stringify(lines),
          body: order,
          amount: order.priceTotal,
          currency: order.currency,
          return_url: body.returnUrl,
        });
        const session: PaymentSession = {
          id: `ps_${id}`,
          orderId: id,
          amount: { currency: order.currency, value: order.priceTotal },
          clientUrl: deps.cardFormUrl(),
        };
        const answer = { status: 201, body: { order, paymentSession: session } };
        if (key) orders.finishIdempotent(scope, key, fingerprint, answer.status, answer.body);
        return answer;
      })();
    },
    /** The order of this cart; another cart's order is NOT_FOUND (no hint that it exists). */
    orderOf(claims: CartClaims, orderId: string): OrderRow {
      const row = orders.order(orderId);
      if (!row || row.cart_id !== claims.cartId) throw serviceError('NOT_FOUND', `Order ${orderId} not found`);
      return row;
    },
    /** Before a payment attempt: a refused order takes its units again, a paid or replaced one takes no payment. */
    prepareForPayment(row: OrderRow): void {
      if (row.status === 'paid') throw serviceError('ORDER_ALREADY_PAID', `Order ${row.id} is already paid`);
      if (row.status === 'cancelled') throw serviceError('PAYMENT_FAILED', `Order ${row.id} was replaced by a newer order`);
      if (row.status === 'refused') {
        reserve(reservedOf(row));
        orders.setStatus(row.id, 'pending');
        orders.setPayment(row.id, null, row.payment_method);
      }
    },
    /** Idempotent: the cart closes once its order is paid (payments protocol). */
    markPaid(orderId: string): void {
      const row = orders.order(orderId);
      if (!row || row.status === 'paid') return;
      if (row.status !== 'pending') {
        // A late authorisation of a released order: take the units again if they are still there.
        for (const line of reservedOf(row)) cartRepo.reserve(line.variantId, line.quantity);
      }
      orders.setStatus(orderId, 'paid');
      const cart = cartRepo.cart(row.cart_id);
      if (cart) cartRepo.updateCart({ ...cart, state: 'CLOSED' });
    },
    /** Idempotent: a refused pending order gives its units back; the cart stays open for another try. `pspReference` when notified. */
    markRefused(orderId: string, reason: string, pspReference?: string): void {
      const row = orders.order(orderId);
      if (row?.status !== 'pending') return;
      // A notified refusal counts only for the attempt the order waits on: a late one of an earlier attempt must not
      // release the units of the attempt under way.
      if (pspReference !== undefined && row.psp_reference !== pspReference) return;
      release(row);
      orders.setStatus(orderId, 'refused', reason);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
