import type { PaymentAddress } from '@sockshop/core/checkout';
import type { PaymentOutcome } from '@sockshop/core/payments';
import type { CartScope, CartTokenStore, OrderRequest, PaymentsPort } from '@sockshop/core/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The page a redirect outcome sends the shopper to; fails the test for any other outcome. */
function redirectUrlOf(outcome: PaymentOutcome): string {
  if (outcome.status !== 'redirect') throw new Error(`expected a redirect, got ${outcome.status}`);
  return outcome.redirectUrl;
}

export type CardKind = 'authorised' | 'refused' | 'challenge';

/** One shopper: a payments port over their own token store, and the scope of their cart. */
export interface PaymentsShopper {
  payments: PaymentsPort;
  scope: CartScope;
  tokens: CartTokenStore;
}

export interface PaymentsHarness {
  /** A shopper whose cart holds an available product; shipping is selected unless `shipping: false`. */
  shopper(options?: { shipping?: boolean; market?: 'DE' | 'US' | 'JP' }): Promise<PaymentsShopper>;
  /** A shopper who never got a cart token. */
  shopperWithoutCart(): PaymentsShopper;
  /** Presses Authorise or Refuse on the provider's redirect page; answers the redirectResult the shopper returns with. */
  shopperDecides(redirectUrl: string, authorise: boolean): Promise<string>;
  close(): Promise<void>;
}

/** A token store in memory, per warehouse region. */
export function memoryTokenStore(): CartTokenStore {
  const tokens = new Map<string, string>();
  return {
    read: (region) => tokens.get(region) ?? null,
    write: (region, token) => void tokens.set(region, token),
    clear: (region) => void tokens.delete(region),
  };
}

/** The sandbox test cards as Adyen's unencrypted `test_` fields. */
export function testCardMethod(kind: CardKind, holderName = 'Jo Tester'): Record<string, string> {
  const number = { authorised: '4111111145551142', refused: '4000000000000002', challenge: '4212345678910006' }[kind];
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName,
  };
}

const GERMAN_ADDRESS: PaymentAddress = {
  givenName: 'Jo',
  familyName: 'Tester',
  streetAddress: 'Teststraße',
  houseNumberOrName: '1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const US_ADDRESS: PaymentAddress = {
  ...GERMAN_ADDRESS,
  streetAddress: 'Broadway',
  postalCode: '10001',
  city: 'New York',
  country: 'US',
  stateOrProvince: 'NY',
};

const JAPANESE_ADDRESS: PaymentAddress = {
  ...GERMAN_ADDRESS,
  streetAddress: 'Chiyoda 1-1',
  postalCode: '100-0001',
  city: 'Tokyo',
  country: 'JP',
};

let keySequence = 0;
const newKey = (label: string) => `${label}-${Date.now().toString(36)}-${++keySequence}`;

export function orderRequest(overrides: Partial<OrderRequest> = {}, address: PaymentAddress = GERMAN_ADDRESS): OrderRequest {
  return {
    shippingAddress: address,
    billingAddress: address,
    email: 'jo@example.test',
    telephone: '+49301234567',
    languageCode: 'de',
    returnUrl: 'http://localhost:3000/de/checkout/payment',
    idempotencyKey: newKey('order'),
    ...overrides,
  };
}

/** PaymentsPort behaviour (Payments), run against the fake and the HTTP adapter over the sandboxes. */
export function describePaymentsContract(name: string, makeHarness: () => Promise<PaymentsHarness>) {
  describe(`PaymentsPort: ${name}`, () => {
    let harness: PaymentsHarness;
    beforeAll(async () => {
      harness = await makeHarness();
    });
    afterAll(() => harness?.close());

    const orderFor = async (shopper: PaymentsShopper) =>
      (await shopper.payments.createOrder(orderRequest(), shopper.scope))._unsafeUnwrap();
    const pay = (shopper: PaymentsShopper, orderId: string, paymentMethod: Record<string, string>, idempotencyKey = newKey('pay')) =>
      shopper.payments.submitPayment({ orderId, paymentMethod, idempotencyKey }, shopper.scope);

    it('lists the card and PayPal methods, leaving out the blocked ones', async () => {
      const shopper = await harness.shopper();
      const request = {
        countryCode: 'DE' as const,
        languageCode: 'de' as const,
        amount: { currency: 'EUR', value: 1500 },
        channel: 'Web' as const,
      };
      const all = (await shopper.payments.listPaymentMethods({ ...request, blockedPaymentMethods: [] }, shopper.scope))._unsafeUnwrap();
      expect(all.map((m) => m.type)).toEqual(expect.arrayContaining(['scheme', 'paypal']));
      const blocked = (
        await shopper.payments.listPaymentMethods({ ...request, blockedPaymentMethods: ['paypal'] }, shopper.scope)
      )._unsafeUnwrap();
      expect(blocked.map((m) => m.type)).not.toContain('paypal');
    });

    it('the market blocked methods are left out even when the request does not list them (gl: card only)', async () => {
      const shopper = await harness.shopper({ market: 'JP' });
      const request = {
        countryCode: 'JP' as const,
        languageCode: 'en' as const,
        amount: { currency: 'JPY', value: 4200 },
        channel: 'Web' as const,
      };
      const methods = (await shopper.payments.listPaymentMethods({ ...request, blockedPaymentMethods: [] }, shopper.scope))._unsafeUnwrap();
      expect(methods.map((m) => m.type)).toEqual(['scheme']);
    });

    it('attack: a blocked method forced by the client is refused when the payment is made; the card still pays', async () => {
      const shopper = await harness.shopper({ market: 'JP' });
      const { order } = (
        await shopper.payments.createOrder(orderRequest({ languageCode: 'en' }, JAPANESE_ADDRESS), shopper.scope)
      )._unsafeUnwrap();
      const forced = await pay(shopper, order.id, { type: 'paypal' });
      expect(forced._unsafeUnwrapErr().code).toBe('PAYMENT_REFUSED');
      const card = await pay(shopper, order.id, testCardMethod('authorised'));
      expect(card._unsafeUnwrap().status).toBe('authorised');
    });

    it("without a cart token every call fails with 'Cart token is missing'", async () => {
      const shopper = harness.shopperWithoutCart();
      const error = (await shopper.payments.createOrder(orderRequest(), shopper.scope))._unsafeUnwrapErr();
      expect(error.message).toBe('Cart token is missing');
      const confirm = (await shopper.payments.confirmOrder('any', shopper.scope))._unsafeUnwrapErr();
      expect(confirm.message).toBe('Cart token is missing');
    });

    it('creates a pending order and a payment session for its total', async () => {
      const shopper = await harness.shopper();
      const { order, session } = await orderFor(shopper);
      expect(order.status).toBe('pending');
      expect(session.orderId).toBe(order.id);
      expect(session.amount).toEqual({ currency: order.currency, value: order.priceTotal });
      expect(session.clientUrl).toMatch(/^https?:\/\//);
    });

    it('the same idempotency key creates one order', async () => {
      const shopper = await harness.shopper();
      const request = orderRequest();
      const [a, b] = await Promise.all([
        shopper.payments.createOrder(request, shopper.scope),
        shopper.payments.createOrder(request, shopper.scope),
      ]);
      const c = await shopper.payments.createOrder(request, shopper.scope);
      expect(a._unsafeUnwrap().order.id).toBe(b._unsafeUnwrap().order.id);
      expect(c._unsafeUnwrap().order.id).toBe(a._unsafeUnwrap().order.id);
    });

    it('an order without a shipping option fails with MISSING_SHIPPING_OPTION', async () => {
      const shopper = await harness.shopper({ shipping: false });
      const error = (await shopper.payments.createOrder(orderRequest(), shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('MISSING_SHIPPING_OPTION');
    });

    it('a US zip outside its state fails with TAX_ADDRESS, naming zip and state', async () => {
      const shopper = await harness.shopper({ market: 'US' });
      const address = { ...US_ADDRESS, postalCode: '90210', stateOrProvince: 'NY' };
      const error = (await shopper.payments.createOrder(orderRequest({ languageCode: 'en' }, address), shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('TAX_ADDRESS');
      expect(error.message).toContain('zip 90210');
      expect(error.message).toContain('state NY');
      expect(error.message).not.toMatch(/to_zip|to_state/);
    });

    it('the authorised test card pays the order; the confirmation returns it paid', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const outcome = (await pay(shopper, order.id, testCardMethod('authorised')))._unsafeUnwrap();
      expect(outcome.status).toBe('authorised');
      const confirmed = (await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrap();
      expect(confirmed.id).toBe(order.id);
      expect(confirmed.status).toBe('paid');
    });

    it('the success/{id} page: a paid order is confirmed with the token it was placed with, after the cart token is gone', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const token = shopper.tokens.read(shopper.scope.region)!;
      (await pay(shopper, order.id, testCardMethod('authorised')))._unsafeUnwrap();
      shopper.tokens.clear(shopper.scope.region);
      const withoutToken = (await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrapErr();
      expect(withoutToken.code).toBe('UNAUTHORIZED');
      const confirmed = (await shopper.payments.confirmOrder(order.id, shopper.scope, token))._unsafeUnwrap();
      expect(confirmed.id).toBe(order.id);
    });

    it('the same payment key charges once and answers the first outcome', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const key = newKey('pay');
      const first = (await pay(shopper, order.id, testCardMethod('authorised'), key))._unsafeUnwrap();
      const again = (await pay(shopper, order.id, testCardMethod('authorised'), key))._unsafeUnwrap();
      expect(again).toEqual(first);
    });

    it('the refused test card answers refused, without the reason, and the confirmation rejects with PAYMENT_REFUSED', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const outcome = (await pay(shopper, order.id, testCardMethod('refused')))._unsafeUnwrap();
      expect(outcome.status).toBe('refused');
      // The provider's reason (CVC, expiry, number) never reaches the shopper: no card-testing oracle.
      expect(outcome).not.toHaveProperty('refusalReason');
      const error = (await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('PAYMENT_REFUSED');
    });

    it('a refused payment leaves the cart open: a new order with a new key can be paid', async () => {
      const shopper = await harness.shopper();
      const first = await orderFor(shopper);
      await pay(shopper, first.order.id, testCardMethod('authorised', 'DECLINED'));
      const second = await orderFor(shopper);
      expect(second.order.id).not.toBe(first.order.id);
      expect((await pay(shopper, second.order.id, testCardMethod('authorised')))._unsafeUnwrap().status).toBe('authorised');
    });

    it('a paid cart is closed: another order answers CART_RESET and drops the token', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      await pay(shopper, order.id, testCardMethod('authorised'));
      const error = (await shopper.payments.createOrder(orderRequest(), shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('CART_RESET');
      expect(shopper.tokens.read(shopper.scope.region)).toBeNull();
    });

    it('a Pending payment becomes paid when the provider settles it (signed webhook)', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const outcome = (await pay(shopper, order.id, testCardMethod('authorised', 'PENDING')))._unsafeUnwrap();
      expect(outcome.status).toBe('pending');
      await expect
        .poll(async () => (await shopper.payments.confirmOrder(order.id, shopper.scope)).map((o) => o.status).unwrapOr('error'), {
          timeout: 3_000,
        })
        .toBe('paid');
    });

    it('the challenge card redirects; Authorise and the redirectResult finish it authorised', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const outcome = (await pay(shopper, order.id, testCardMethod('challenge')))._unsafeUnwrap();
      expect(outcome.status).toBe('redirect');
      const redirectResult = await harness.shopperDecides(redirectUrlOf(outcome), true);
      const done = (await shopper.payments.submitDetails({ orderId: order.id, redirectResult }, shopper.scope))._unsafeUnwrap();
      expect(done.status).toBe('authorised');
      const confirmed = (await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrap();
      expect(confirmed.status).toBe('paid');
    });

    it('PayPal redirects; Refuse finishes it refused', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const outcome = (await pay(shopper, order.id, { type: 'paypal' }))._unsafeUnwrap();
      expect(outcome.status).toBe('redirect');
      const redirectResult = await harness.shopperDecides(redirectUrlOf(outcome), false);
      const done = (await shopper.payments.submitDetails({ orderId: order.id, redirectResult }, shopper.scope))._unsafeUnwrap();
      expect(done.status).toBe('refused');
    });

    it('the same key with another card is a new attempt; the same key and card is a replay', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      const key = newKey('pay');
      expect((await pay(shopper, order.id, testCardMethod('refused'), key))._unsafeUnwrap().status).toBe('refused');
      expect((await pay(shopper, order.id, testCardMethod('refused'), key))._unsafeUnwrap().status).toBe('refused');
      expect((await pay(shopper, order.id, testCardMethod('authorised'), key))._unsafeUnwrap().status).toBe('authorised');
      expect((await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrap().status).toBe('paid');
    });

    it('after 5 refused attempts the order answers PAYMENT_ATTEMPTS_EXCEEDED, even for a good card', async () => {
      const shopper = await harness.shopper();
      const { order } = await orderFor(shopper);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const outcome = (await pay(shopper, order.id, testCardMethod('refused', `Try ${attempt}`)))._unsafeUnwrap();
        expect(outcome.status, `attempt ${attempt}`).toBe('refused');
      }
      const sixth = (await pay(shopper, order.id, testCardMethod('authorised')))._unsafeUnwrapErr();
      expect(sixth.code).toBe('PAYMENT_ATTEMPTS_EXCEEDED');
      expect((await shopper.payments.confirmOrder(order.id, shopper.scope))._unsafeUnwrapErr().code).toBe('PAYMENT_ATTEMPTS_EXCEEDED');
      // The shopper starts a new order from the same cart, and it can be paid.
      const next = await orderFor(shopper);
      expect((await pay(shopper, next.order.id, testCardMethod('authorised')))._unsafeUnwrap().status).toBe('authorised');
    });

    it('an order replaced by a newer one takes no payment (ORDER_CLOSED)', async () => {
      const shopper = await harness.shopper();
      const first = await orderFor(shopper);
      const second = await orderFor(shopper);
      const error = (await pay(shopper, first.order.id, testCardMethod('authorised')))._unsafeUnwrapErr();
      expect(error.code).toBe('ORDER_CLOSED');
      expect((await shopper.payments.confirmOrder(first.order.id, shopper.scope))._unsafeUnwrapErr().code).toBe('ORDER_CLOSED');
      expect((await pay(shopper, second.order.id, testCardMethod('authorised')))._unsafeUnwrap().status).toBe('authorised');
    });

    it('a redirect result of one order does not settle another (CONFLICT), and that order stays payable', async () => {
      const shopper = await harness.shopper();
      const first = await orderFor(shopper);
      const outcome = (await pay(shopper, first.order.id, testCardMethod('challenge')))._unsafeUnwrap();
      const redirectResult = await harness.shopperDecides(redirectUrlOf(outcome), false);
      const second = await orderFor(shopper);
      const error = (await shopper.payments.submitDetails({ orderId: second.order.id, redirectResult }, shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('CONFLICT');
      expect((await pay(shopper, second.order.id, testCardMethod('authorised')))._unsafeUnwrap().status).toBe('authorised');
    });

    it("shipping outside the cart's market is refused with SHIPPING_COUNTRY", async () => {
      const shopper = await harness.shopper();
      const abroad = { ...GERMAN_ADDRESS, country: 'FR', postalCode: '75001', city: 'Paris' };
      const error = (await shopper.payments.createOrder(orderRequest({}, abroad), shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('SHIPPING_COUNTRY');
    });

    it('confirming an unknown order answers NOT_FOUND', async () => {
      const shopper = await harness.shopper();
      const error = (await shopper.payments.confirmOrder('no-such-order', shopper.scope))._unsafeUnwrapErr();
      expect(error.code).toBe('NOT_FOUND');
    });
  });
}
