import type { Product } from '@sockshop/core/catalog';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { limitPerClient } from '../http/client-limit.js';
import { answerJsonError, answerNotFound, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { createProviderClient } from '../payment-provider/provider.client.js';
import { createCartRepo } from './cart.repo.js';
import { registerCartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';
import { type CommerceLog, jsonLinesLog } from './commerce-log.js';
import { openCommerceDb, seedVariants } from './db.js';
import { defaultHoldLimits, type HoldLimits } from './hold-limits.js';
import { createHolds } from './holds.js';
import { createNotificationInbox } from './notifications.inbox.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService } from './orders.service.js';
import { createPaymentEventsRepo } from './payment-events.repo.js';
import { createPaymentOutcomes } from './payment-outcomes.js';
import { registerPaymentRoutes } from './payments.routes.js';
import { type CheckpointName, createPaymentsService } from './payments.service.js';
import { createProviderCancels } from './provider-cancels.js';
import { createReconciler } from './reconciler.js';
import { defaultStockUnitsOf, type StockUnitsOf, stockedVariantsOf } from './stocked-variant.js';

export interface CommerceSandboxOptions {
  port?: number;
  /** A file under .data/ in the shop; ':memory:' for tests that need no restart. */
  dbPath: string;
  /** Seeds variants and their stock on first start. */
  products: Product[];
  stockUnitsOf?: StockUnitsOf;
  jwtSecret: string;
  tokenTtlSeconds?: number;
  provider?: { url: string; apiKey: string; merchantAccount: string; hmacKey: string; publicUrl: string };
  /** The `{provider}` path segment of the payment routes. */
  providerPath?: string;
  /** The shop's origins: CORS, and the only origins an order's returnUrl may have. */
  allowedOrigins: string[];
  /** Free-shipping thresholds per country in minor units, overriding the defaults. */
  shippingThresholds?: Record<string, number>;
  onUnexpected?: (error: unknown) => void;
  /** Operator log (payment mismatches, refusal reasons, provider cancels); default JSON lines on stderr. */
  log?: CommerceLog;
  /** The clock of reservations and reconciliation (tests pass fake time). Default Date.now. */
  now?: () => number;
  /** How long a pending order holds its stock (the shop passes ORDER_RESERVATION_MINUTES). Default 15. */
  reservationMinutes?: number;
  /**
   * Caps on what unpaid orders hold: per order, per client address in all and per variant, and how long a cart's hold
   * may last. Default `defaultHoldLimits` (50, 100, 20 units; four reservations, then a pause of one).
   */
  holdLimits?: Partial<HoldLimits>;
  /** How often expired reservations are swept (besides on start and before stock is taken). Default 30 000. */
  sweepEveryMs?: number;
  /** How often pending orders are reconciled with the provider. Default 60 000. */
  reconcileEveryMs?: number;
  /** How long after a payment attempt an order without an outcome is reconciled. Default 120 000. */
  reconcileAfterMs?: number;
  /**
   * Payment calls per client address (orders, payments, details, PayPal updates): `burst` calls in each window of
   * burst ÷ perSecond seconds. Default 20 a minute.
   */
  paymentRateLimit?: RateLimit;
  /** Called at the named points of a payment (crash tests kill the process there). Default no-op. */
  checkpoint?: (name: CheckpointName) => void;
}

/** Payment calls a client address may make: a burst, then the average rate it is refilled at. */
interface RateLimit {
  burst: number;
  perSecond: number;
}

const THIRTY_DAYS = 30 * 24 * 3600;

/** The embedded commerce backend: carts, stock, shipping, discounts, orders and payments on SQLite. */
export async function startCommerceSandbox(options: CommerceSandboxOptions): Promise<RunningService> {
  const log = options.log ?? jsonLinesLog;
  const now = options.now ?? Date.now;
  const reconcileAfterMs = options.reconcileAfterMs ?? 120_000;
  const db = openCommerceDb(options.dbPath);
  seedVariants(
    db,
    options.products.flatMap((p) => stockedVariantsOf(p, options.stockUnitsOf ?? defaultStockUnitsOf)),
  );
  const repo = createCartRepo(db);
  const carts = createCartService({ db, repo, shippingThresholds: options.shippingThresholds });
  let baseUrl = '';

  const { provider } = options;
  const client = provider ? createProviderClient(provider) : null;
  const ordersRepo = createOrdersRepo(db);
  const reservationMs = (options.reservationMinutes ?? 15) * 60_000;
  const holdLimits = { ...defaultHoldLimits(reservationMs), ...options.holdLimits };
  const orders = createOrdersService({
    db,
    carts,
    cartRepo: repo,
    orders: ordersRepo,
    holds: createHolds({ cartRepo: repo, orders: ordersRepo, limits: holdLimits, reservationMs, now }),
    // The card form is served from the provider's own origin.
    cardFormUrl: () => `${provider?.publicUrl ?? baseUrl}/checkout/card`,
    allowedOrigins: options.allowedOrigins,
    timings: { reconcileAfterMs, now },
  });
  const events = createPaymentEventsRepo(db);
  const outcomes = createPaymentOutcomes({ orders, ordersRepo, events, log });
  const cancels = createProviderCancels({ events, client: () => client, log });
  let closed = false;
  const background = (work: () => Promise<unknown>) => {
    if (closed) return;
    work().catch((error: unknown) => {
      if (!closed) log.error('commerce background work failed', { error: String(error) });
    });
  };
  const afterOutcome = () => background(() => cancels.flush());
  const checkpoint = options.checkpoint ?? (() => {});
  const providerClient = client ? () => client : null;
  const payments = createPaymentsService({ db, orders, ordersRepo, outcomes, provider: () => providerClient!(), checkpoint, afterOutcome });
  const inbox = createNotificationInbox({ db, ordersRepo, events, outcomes, merchantAccount: provider?.merchantAccount ?? '', log });
  // Not strict: /carts/ is /carts, as the service has always read it.
  const app = new Hono({ strict: false });
  app.onError(answerJsonError(options.onUnexpected ?? ((e) => console.error('commerce sandbox', e))));
  app.notFound(answerNotFound);
  // CORS for the shop's browser: only listed origins, with the headers the cart and payment calls send.
  app.use(
    cors({
      origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
      maxAge: 600,
    }),
  );
  // Reservations end lazily too, before any request may take stock.
  app.use(async (_c, next) => {
    orders.expireDue();
    await next();
  });
  const shared = { jwtSecret: options.jwtSecret, tokenTtlSeconds: options.tokenTtlSeconds ?? THIRTY_DAYS };
  registerCartRoutes(app, { carts, repo, ...shared, baseUrl: () => baseUrl });
  const rateLimit = options.paymentRateLimit ?? { burst: 20, perSecond: 1 / 3 };
  // A burst per window as long as the average rate needs to refill it: 20 a minute by default.
  const limiter = limitPerClient(rateLimit.burst, Math.max(1, Math.ceil(rateLimit.burst / rateLimit.perSecond)));
  registerPaymentRoutes(app, {
    orders,
    payments,
    inbox,
    provider: providerClient,
    providerPath: options.providerPath ?? 'adyen',
    hmacKey: provider?.hmacKey ?? null,
    jwtSecret: options.jwtSecret,
    takeRateToken: limiter.take,
    checkpoint,
    afterOutcome,
  });
  refuseOtherMethods(app);
  const reconcile = createReconciler({ db, ordersRepo, outcomes, client: () => client, reconcileAfterMs, now, log });

  // Start-up recovery: the previous process is gone, so its in-flight keys are; what it received is applied; what
  // expired while it was down is released; then the provider is asked about orders whose outcome may be lost.
  ordersRepo.forgetInFlight();
  ordersRepo.backfillExpiry(reservationMs);
  inbox.applyPending();
  orders.expireDue();
  const sweep = () => {
    orders.expireDue();
    return Promise.resolve();
  };
  const reconcileRound = async () => {
    inbox.applyPending();
    await reconcile();
    await cancels.flush();
  };
  const timers = [
    setInterval(() => background(sweep), options.sweepEveryMs ?? 30_000),
    setInterval(() => background(reconcileRound), options.reconcileEveryMs ?? 60_000),
  ];
  for (const timer of timers) timer.unref();

  const service = await serve(app, { port: options.port ?? 0 });
  baseUrl = service.url;
  background(reconcileRound);
  return {
    ...service,
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await service.close();
      db.close();
    },
  };
}
