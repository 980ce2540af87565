import type { CartItem } from '@sockshop/core/cart';
import type { PaymentAddress } from '@sockshop/core/checkout';
import { domainError, MESSAGES } from '@sockshop/core/errors';
import { COUNTRY_CODES, type CountryCode, findStorefront } from '@sockshop/core/markets';
import {
  blockedPaymentMethodsFor,
  type Order,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentSession,
} from '@sockshop/core/payments';
import type { CartScope, CartTokenStore, OrderRequest, PaymentsError, PaymentsPort } from '@sockshop/core/ports';
import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';

/** The sandbox provider's test cards, as Adyen's unencrypted `test_` numbers. */
const CARD_OUTCOMES: Record<string, 'authorise' | 'refuse' | 'challenge'> = {
  '4111111145551142': 'authorise',
  '4000000000000002': 'refuse',
  '4212345678910006': 'challenge',
};

/** A cart the fake knows, keyed by its token. */
export interface FakeCartSeed {
  items?: CartItem[];
  currency?: string;
  priceTotal?: number;
  hasShipping?: boolean;
  storefront?: string;
}

interface FakeCart extends Required<FakeCartSeed> {
  state: 'OPEN' | 'CLOSED';
}

type OrderState = {
  order: Order;
  session: PaymentSession;
  token: string;
  /** Keyed by idempotency key and payment data: a new card under the same key is a new attempt. */
  outcomeByKey: Map<string, PaymentOutcome>;
  refusals: number;
  pendingRedirect?: string;
};

/** After this many refusals an order is cancelled and the shopper starts a new one. */
export const MAX_REFUSED_ATTEMPTS = 5;

/** TAX_JAR_ERROR, coarsely: the first digit of a US zip names the states it may lie in. */
const ZIP_STATES: Record<string, string[]> = {
  '0': ['CT', 'MA', 'ME', 'NH', 'NJ', 'RI', 'VT', 'NY'],
  '1': ['NY', 'PA', 'DE'],
  '2': ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  '3': ['AL', 'FL', 'GA', 'MS', 'TN'],
  '4': ['IN', 'KY', 'MI', 'OH'],
  '5': ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  '6': ['IL', 'KS', 'MO', 'NE'],
  '7': ['AR', 'LA', 'OK', 'TX'],
  '8': ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  '9': ['AK', 'CA', 'HI', 'OR', 'WA'],
};

const fail = <T>(code: PaymentsError['code'], message: string): ResultAsync<T, PaymentsError> => errAsync(domainError(code, message));

/**
 * In-memory PaymentsPort: carts are seeded by token, orders and payments follow the same rules as the commerce
 * sandbox and the sandbox provider (idempotency keys, test cards, redirect with redirectResult, failedReason).
 */
export class FakePayments implements PaymentsPort {
  private readonly carts = new Map<string, FakeCart>();
  private readonly orders = new Map<string, OrderState>();
  private readonly orderByKey = new Map<string, string>();
  private readonly redirects = new Map<string, { orderId: string; authorised: boolean }>();
  private sequence = 0;
  readonly methods: PaymentMethod[] = [
    { type: 'scheme', name: 'Credit Card', brands: ['visa', 'mc', 'amex'] },
    { type: 'paypal', name: 'PayPal' },
  ];

  constructor(
    private readonly tokens: CartTokenStore,
    private readonly providerUrl = 'https://provider.fake.test',
  ) {}

  seedCart(token: string, seed: FakeCartSeed = {}): void {
    this.carts.set(token, {
      items: seed.items ?? [],
      currency: seed.currency ?? 'EUR',
      priceTotal: seed.priceTotal ?? 1995,
      hasShipping: seed.hasShipping ?? true,
      storefront: seed.storefront ?? 'de',
      state: 'OPEN',
    });
  }

  /** The shopper's button on the fake redirect page; answers the redirectResult they return with. */
  shopperDecides(redirectUrl: string, authorise: boolean): string {
    const orderId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
    const state = this.orders.get(orderId);
    if (!state?.pendingRedirect) throw new Error(`No redirect pending for ${redirectUrl}`);
    const redirectResult = `rr-${++this.sequence}`;
    this.redirects.set(redirectResult, { orderId, authorised: authorise });
    this.settle(state, authorise);
    return redirectResult;
  }

  listPaymentMethods(
    request: Parameters<PaymentsPort['listPaymentMethods']>[0],
    scope: CartScope,
  ): ResultAsync<PaymentMethod[], PaymentsError> {
    if (!this.tokens.read(scope.region)) return fail('UNAUTHORIZED', MESSAGES.cartTokenMissing);
    // As the commerce sandbox: the market's blocked methods go whatever the request lists.
    const blocked = [...request.blockedPaymentMethods, ...blockedPaymentMethodsFor(request.countryCode)];
    return okAsync(this.methods.filter((m) => !blocked.includes(m.type)));
  }

  createOrder(request: OrderRequest, scope: CartScope): ResultAsync<{ order: Order; session: PaymentSession }, PaymentsError> {
    const token = this.tokens.read(scope.region);
    if (!token) return fail('UNAUTHORIZED', MESSAGES.cartTokenMissing);
    const known = this.orderByKey.get(`${token}:${request.idempotencyKey}`);
    if (known) {
      const state = this.orders.get(known)!;
      return okAsync({ order: state.order, session: state.session });
    }
    const cart = this.carts.get(token);
    if (!cart) return fail('UNAUTHORIZED', 'Invalid cart token');
    if (cart.state === 'CLOSED') {
      this.tokens.clear(scope.region);
      return fail('CART_RESET', 'Cart is closed');
    }
    if (!cart.hasShipping) return fail('MISSING_SHIPPING_OPTION', 'Cart has no shipping option');
    const countries = findStorefront(cart.storefront, 'production')?.markets.map((m) => m.countryCode) ?? [];
    if (!countries.includes(request.shippingAddress.country as (typeof countries)[number])) {
      return fail('SHIPPING_COUNTRY', `Shipping to ${request.shippingAddress.country} is not offered by this market`);
    }
    const taxProblem = usTaxProblem(request.shippingAddress);
    if (taxProblem) return fail('TAX_ADDRESS', taxProblem);
    const id = `order-${++this.sequence}`;
    const now = new Date().toISOString();
    const order: Order = {
      id,
      orderNumber: String(100000 + this.sequence),
      status: 'pending',
      items: cart.items,
      itemsCount: cart.items.reduce((n, item) => n + item.quantity, 0),
      priceTax: 0,
      priceProducts: cart.priceTotal,
      priceShipping: 0,
      priceDiscount: 0,
      priceTotal: cart.priceTotal,
      storefront: cart.storefront,
      market: { language: request.languageCode },
      currency: cart.currency,
      payment: { status: 'pending', method: null },
      address: { billing: request.billingAddress, shipping: request.shippingAddress },
      shippingMethod: { name: 'Standard', estimatedDeliveryTime: '2-4 days' },
      contact: {
        firstName: request.shippingAddress.givenName,
        lastName: request.shippingAddress.familyName,
        email: request.email,
        telephone: request.telephone,
      },
      createdAt: now,
      updatedAt: now,
      externalTaxAmount: 0,
    };
    const session: PaymentSession = {
      id: `session-${id}`,
      orderId: id,
      amount: { currency: cart.currency, value: cart.priceTotal },
      clientUrl: `${this.providerUrl}/checkout/card`,
    };
    // A newer order of the cart replaces a pending one (its stock goes back in the commerce backend).
    for (const other of this.orders.values()) {
      if (other.token === token && other.order.status === 'pending') other.order = { ...other.order, status: 'cancelled' };
    }
    this.orders.set(id, { order, session, token, outcomeByKey: new Map(), refusals: 0 });
    this.orderByKey.set(`${token}:${request.idempotencyKey}`, id);
    return okAsync({ order, session });
  }

  submitPayment(
    request: { orderId: string; paymentMethod: Record<string, string>; idempotencyKey: string },
    scope: CartScope,
  ): ResultAsync<PaymentOutcome, PaymentsError> {
    const found = this.ownOrder(request.orderId, scope);
    if (found.isErr()) return errAsync(found.error);
    const state = found.value;
    const attempt = `${request.idempotencyKey}:${JSON.stringify(request.paymentMethod)}`;
    const replay = state.outcomeByKey.get(attempt);
    if (replay) return okAsync(replay);
    if (state.order.status === 'paid') return fail('CONFLICT', 'Order is already paid');
    if (state.refusals >= MAX_REFUSED_ATTEMPTS) return fail('PAYMENT_ATTEMPTS_EXCEEDED', 'Too many refused attempts');
    if (state.order.status === 'cancelled') return fail('ORDER_CLOSED', `Order ${state.order.id} is closed`);
    const country = state.order.address.shipping.country;
    if (
      (COUNTRY_CODES as readonly string[]).includes(country) &&
      blockedPaymentMethodsFor(country as CountryCode).includes(request.paymentMethod.type ?? '')
    ) {
      return fail('PAYMENT_REFUSED', `Payment method ${request.paymentMethod.type} is not offered in ${country}`);
    }
    const outcome = this.pay(state, request.paymentMethod);
    if (!outcome) return fail('INVALID_INPUT', `Payment method ${request.paymentMethod.type} is not supported`);
    state.outcomeByKey.set(attempt, outcome);
    return okAsync(outcome);
  }

  submitDetails(request: { orderId: string; redirectResult: string }, scope: CartScope): ResultAsync<PaymentOutcome, PaymentsError> {
    const found = this.ownOrder(request.orderId, scope);
    if (found.isErr()) return errAsync(found.error);
    const redirect = this.redirects.get(request.redirectResult);
    if (!redirect) return fail('INVALID_INPUT', 'Invalid redirectResult');
    // A result is bound to the order it was issued for.
    if (redirect.orderId !== request.orderId) return fail('CONFLICT', 'The payment result belongs to another order');
    const pspReference = `psp-${request.orderId}`;
    return okAsync({ status: redirect.authorised ? 'authorised' : 'refused', pspReference });
  }

  confirmOrder(orderId: string, scope: CartScope, token?: string): ResultAsync<Order, PaymentsError> {
    const found = this.ownOrder(orderId, scope, token);
    if (found.isErr()) return errAsync(found.error);
    const { order } = found.value;
    if (order.status === 'refused') return fail('PAYMENT_REFUSED', 'Refused');
    if (found.value.refusals >= MAX_REFUSED_ATTEMPTS) return fail('PAYMENT_ATTEMPTS_EXCEEDED', 'Cancelled');
    if (order.status === 'cancelled') return fail('ORDER_CLOSED', 'Cancelled');
    return okAsync(order);
  }

  private ownOrder(orderId: string, scope: CartScope, tokenOverride?: string): Result<OrderState, PaymentsError> {
    const token = tokenOverride ?? this.tokens.read(scope.region);
    if (!token) return err(domainError('UNAUTHORIZED', MESSAGES.cartTokenMissing));
    const state = this.orders.get(orderId);
    if (!state || state.token !== token) return err(domainError('NOT_FOUND', `Order not found: ${orderId}`));
    return ok(state);
  }

  private pay(state: OrderState, method: Record<string, string>): PaymentOutcome | undefined {
    const pspReference = `psp-${state.order.id}-${++this.sequence}`;
    const redirect = (): PaymentOutcome => {
      state.pendingRedirect = `${this.providerUrl}/checkout/redirect/${state.order.id}`;
      return { status: 'redirect', pspReference, redirectUrl: state.pendingRedirect };
    };
    if (method.type === 'paypal') return redirect();
    if (method.type !== 'scheme') return undefined;
    const number = (method.encryptedCardNumber ?? '').replace(/^test_/, '');
    const decision = method.holderName === 'DECLINED' ? 'refuse' : (CARD_OUTCOMES[number] ?? 'refuse');
    if (decision === 'challenge') return redirect();
    // Like the sandbox provider: the holder name PENDING on a good card settles later, by webhook.
    if (decision === 'authorise' && method.holderName === 'PENDING') {
      setTimeout(() => this.settle(state, true), 20);
      return { status: 'pending', pspReference };
    }
    this.settle(state, decision === 'authorise');
    // The provider's reason stays with the backend: the shopper is told only that the card was refused.
    return { status: decision === 'authorise' ? 'authorised' : 'refused', pspReference };
  }

  /** Paid closes the cart; refused leaves it open for another try (payments protocol). */
  private settle(state: OrderState, authorised: boolean): void {
    state.pendingRedirect = undefined;
    const updatedAt = new Date().toISOString();
    if (!authorised) state.refusals += 1;
    const status = authorised ? 'paid' : state.refusals >= MAX_REFUSED_ATTEMPTS ? 'cancelled' : 'refused';
    state.order = { ...state.order, status, payment: { status: authorised ? 'paid' : 'refused', method: 'scheme' }, updatedAt };
    if (authorised) {
      const cart = this.carts.get(state.token);
      if (cart) cart.state = 'CLOSED';
    }
  }
}

function usTaxProblem(address: PaymentAddress): string | undefined {
  if (address.country !== 'US') return undefined;
  const state = address.stateOrProvince ?? '';
  const allowed = ZIP_STATES[address.postalCode.charAt(0)] ?? [];
  return allowed.includes(state) ? undefined : `zip ${address.postalCode} is not used within state ${state}`;
}
