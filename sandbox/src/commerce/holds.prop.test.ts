import { anOrderRequest } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/json-api.js';
import { createCartRepo } from './cart.repo.js';
import { createCartService } from './cart.service.js';
import { openCommerceDb, seedVariants } from './db.js';
import { defaultHoldLimits, holdRefusal } from './hold-limits.js';
import { createHolds } from './holds.js';
import type { ReservedLines } from './order.builder.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService } from './orders.service.js';
import { OrderBodySchema } from './payments.validation.js';
import { stockedVariantsOf } from './stocked-variant.js';
import { holdCatalogue, holdVariant } from './testing/hold-catalogue.js';

const numRuns = Number(process.env.FC_RUNS ?? 100);
// What the order route hands the service: the request as its schema parsed it.
const ORDER_BODY = OrderBodySchema.parse(anOrderRequest());
const MINUTE = 60_000;
const LIMITS = defaultHoldLimits(15 * MINUTE);
const VARIANTS = 6;
const STOCK = 40;
// The answers a refused step may give; anything else is a bug the property should show.
const REFUSALS = new Set([
  'quantity_request_upper_limit',
  'RATE_LIMITED',
  'OUT_OF_STOCK',
  'CART_CLOSED',
  'ORDER_CLOSED',
  'ORDER_ALREADY_PAID',
]);

const linesArb = fc.uniqueArray(
  fc.record({
    variantId: fc.constantFrom(...Array.from({ length: VARIANTS }, (_, i) => holdVariant(i))),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  {
    selector: (line) => line.variantId,
    minLength: 1,
    maxLength: VARIANTS,
  },
);

describe('holdRefusal: an order is held exactly when every cap still holds with it', () => {
  it('accepts an order if and only if the order, the client total and each variant stay within their caps', () => {
    fc.assert(
      fc.property(linesArb, fc.array(linesArb, { maxLength: 6 }), (order, others) => {
        const held: ReservedLines = others.flat();
        const sum = (lines: ReservedLines) => lines.reduce((n, line) => n + line.quantity, 0);
        const within =
          sum(order) <= LIMITS.cartUnits &&
          sum(held) + sum(order) <= LIMITS.clientUnits &&
          order.every((line) => sum([...held, ...order].filter((h) => h.variantId === line.variantId)) <= LIMITS.clientVariantUnits);
        expect(holdRefusal(order, held, LIMITS) === null).toBe(within);
      }),
      { numRuns },
    );
  });
});

type Step =
  | { kind: 'order'; cart: number; client: 'a' | 'b'; lines: ReservedLines }
  | { kind: 'refuse' | 'retry' | 'pay'; order: number }
  | { kind: 'wait'; minutes: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      cart: fc.nat(7),
      client: fc.constantFrom('a' as const, 'a' as const, 'b' as const),
      lines: linesArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('refuse' as const, 'retry' as const, 'pay' as const), order: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 40 }) }) },
);

/** The commerce services on an in-memory database, with a clock the steps move. */
function shop() {
  const clock = { now: Date.UTC(2026, 0, 5, 9, 0) };
  const db = openCommerceDb(':memory:');
  seedVariants(
    db,
    holdCatalogue(VARIANTS).flatMap((product) => stockedVariantsOf(product, () => STOCK)),
  );
  const cartRepo = createCartRepo(db);
  const carts = createCartService({ db, repo: cartRepo });
  const ordersRepo = createOrdersRepo(db);
  const now = () => clock.now;
  const orders = createOrdersService({
    db,
    carts,
    cartRepo,
    orders: ordersRepo,
    holds: createHolds({ cartRepo, orders: ordersRepo, limits: LIMITS, reservationMs: 15 * MINUTE, now }),
    cardFormUrl: () => 'http://provider.test/checkout/card',
    allowedOrigins: ['http://localhost:3000'],
    timings: { reconcileAfterMs: 2 * MINUTE, now },
  });
  return { clock, db, carts, orders };
}

function refusedOrThrow(step: () => void): void {
  try {
    step();
  } catch (error) {
    if (!(error instanceof HttpError) || !REFUSALS.has(error.code)) throw error;
  }
}

describe('whatever the steps of one address (orders, new orders of a cart, refusals, retries, payments, time)', () => {
  it('its pending orders never hold more than 100 units, 20 of a variant, 50 an order; stock is never lost; no hold outlives its end', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const { clock, db, carts, orders } = shop();
        const cartIds: (string | undefined)[] = [];
        const orderIds: string[] = [];
        try {
          for (const step of steps) {
            if (step.kind === 'order') {
              refusedOrThrow(() => {
                const products = step.lines.map((line) => ({ id: line.variantId, quantity: line.quantity }));
                let cartId = cartIds[step.cart];
                if (cartId === undefined) {
                  cartId = carts.create(
                    { countryCode: 'DE', languageCode: 'de' },
                    { products: [...products, { id: 'de-standard', quantity: 1 }] },
                  ).id;
                  cartIds[step.cart] = cartId;
                } else {
                  carts.change({ cartId, region: 'NL', exp: 0 }, { products });
                }
                const answer = orders.create({ cartId, region: 'NL', exp: 0 }, ORDER_BODY, null, step.client);
                orderIds.push((answer.body as { order: { id: string } }).order.id);
              });
            } else if (step.kind === 'wait') {
              clock.now += step.minutes * MINUTE;
              orders.expireDue();
            } else {
              const id = orderIds[step.order % Math.max(1, orderIds.length)];
              if (id === undefined) continue;
              refusedOrThrow(() =>
                db.transaction(() => {
                  if (step.kind === 'refuse') orders.markRefused(id, { psp: null, reason: 'Refused', counts: false, onlyIfCurrent: false });
                  else if (step.kind === 'retry') orders.prepareForPayment(id);
                  else orders.markPaid(id, `psp-${id}`, 'scheme');
                })(),
              );
            }
            checkInvariants(db, clock.now);
          }
        } finally {
          db.close();
        }
      }),
      { numRuns },
    );
  });
});

interface Row {
  client: string;
  status: string;
  lines: string;
  expires_at: number;
  hold_until: number;
}

function checkInvariants(db: ReturnType<typeof openCommerceDb>, now: number): void {
  const rows = db
    .prepare<[], Row>('SELECT o.client, o.status, o.lines, o.expires_at, c.hold_until FROM orders o JOIN carts c ON c.id = o.cart_id')
    .all();
  const lines = (row: Row) => JSON.parse(row.lines) as ReservedLines;
  const units = (list: ReservedLines) => list.reduce((n, line) => n + line.quantity, 0);
  const pending = rows.filter((row) => row.status === 'pending');
  for (const client of ['a', 'b']) {
    const held = pending.filter((row) => row.client === client).flatMap(lines);
    expect(units(held)).toBeLessThanOrEqual(LIMITS.clientUnits);
    for (let i = 0; i < VARIANTS; i++) {
      expect(units(held.filter((line) => line.variantId === holdVariant(i)))).toBeLessThanOrEqual(LIMITS.clientVariantUnits);
    }
  }
  for (const row of pending) {
    expect(units(lines(row))).toBeLessThanOrEqual(LIMITS.cartUnits);
    expect(row.expires_at).toBeGreaterThan(now);
    expect(row.expires_at).toBeLessThanOrEqual(Math.min(now + 15 * MINUTE, row.hold_until));
  }
  // Every unit is on the shelf, held by a pending order, or sold.
  const stock = db.prepare<[], { id: string; stock: number }>('SELECT id, stock FROM variants').all();
  const out = rows.filter((row) => row.status === 'pending' || row.status === 'paid').flatMap(lines);
  for (const { id, stock: left } of stock) expect(left + units(out.filter((line) => line.variantId === id))).toBe(STOCK);
}
