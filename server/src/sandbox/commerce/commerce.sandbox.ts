import type { Product } from '@sockshop/core/catalog';
import { answerError, createRouter, listen, type RunningService } from '../../http/http-kit.js';
import { createProviderClient } from '../payment-provider/provider.client.js';
import { createCartRepo } from './cart.repo.js';
import { registerCartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';
import { openCommerceDb, seedVariants } from './db.js';
import { applyCors } from './http-support.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService } from './orders.service.js';
import { registerPaymentRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';
import { serviceError } from './service-errors.js';
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
  allowedOrigins: string[];
  /** Free-shipping thresholds per country in minor units, overriding the defaults. */
  shippingThresholds?: Record<string, number>;
  onUnexpected?: (error: unknown) => void;
}

const THIRTY_DAYS = 30 * 24 * 3600;

/** The embedded commerce backend: carts, stock, shipping, discounts, orders and payments on SQLite (spec §7). */
export async function startCommerceSandbox(options: CommerceSandboxOptions): Promise<RunningService> {
  const db = openCommerceDb(options.dbPath);
  seedVariants(
    db,
    options.products.flatMap((p) => stockedVariantsOf(p, options.stockUnitsOf ?? defaultStockUnitsOf)),
  );
  const repo = createCartRepo(db);
  const carts = createCartService({ db, repo, shippingThresholds: options.shippingThresholds });
  const router = createRouter();
  let baseUrl = '';
  const shared = { jwtSecret: options.jwtSecret, tokenTtlSeconds: options.tokenTtlSeconds ?? THIRTY_DAYS };
  registerCartRoutes(router, { carts, repo, ...shared, baseUrl: () => baseUrl });

  const { provider } = options;
  const client = provider ? createProviderClient(provider) : null;
  const ordersRepo = createOrdersRepo(db);
  const orders = createOrdersService({
    db,
    carts,
    cartRepo: repo,
    orders: ordersRepo,
    // DECISIONS 12: the card form is served from the provider's own origin.
    cardFormUrl: () => `${provider?.publicUrl ?? baseUrl}/checkout/card`,
  });
  const providerClient = client ? () => client : null;
  const payments = createPaymentsService({ db, orders, ordersRepo, provider: () => providerClient!() });
  registerPaymentRoutes(router, {
    orders,
    payments,
    provider: providerClient,
    providerPath: options.providerPath ?? 'adyen',
    merchantAccount: provider?.merchantAccount ?? '',
    hmacKey: provider?.hmacKey ?? null,
    jwtSecret: options.jwtSecret,
  });

  const service = await listen(
    (req, res) => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (applyCors(req, res, options.allowedOrigins)) return;
      router
        .handle(req, res, url)
        .then((handled) => {
          if (!handled) throw serviceError('NOT_FOUND', `No route for ${req.method} ${url.pathname}`);
        })
        .catch((error: unknown) => answerError(res, error, options.onUnexpected ?? ((e) => console.error('commerce sandbox', e))));
    },
    { port: options.port ?? 0 },
  );
  baseUrl = service.url;
  return {
    ...service,
    async close() {
      await service.close();
      db.close();
    },
  };
}
