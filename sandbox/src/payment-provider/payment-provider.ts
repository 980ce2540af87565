import { Hono } from 'hono';
import { answerJsonError, answerNotFound, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { answerProviderError } from './api-support.js';
import { createCardVault } from './card-vault.js';
import { addCheckoutPages } from './checkout.pages.js';
import { addModificationsApi } from './modifications.api.js';
import { createModifications } from './modifications.js';
import { createNotifier } from './notifier.js';
import { createPaymentFlow } from './payment-flow.js';
import { createPaymentStore } from './payment-store.js';
import { addProviderApi } from './provider.api.js';
import { openProviderDb } from './provider-db.js';
import { ProviderApiError } from './provider-error.js';

export interface PaymentProviderOptions {
  port?: number;
  /**
   * SQLite file of its payments, idempotency answers and undelivered webhooks (the sandbox's DATA_DIR/provider.sqlite),
   * so a restart forgets no payment; default ':memory:' (tests that need no restart).
   */
  dbPath?: string;
  apiKey: string;
  /** Hex HMAC key for the webhooks. */
  hmacKey: string;
  merchantAccount: string;
  /**
   * The shop's origins (e.g. ['http://localhost:3000']): the only returnUrl origins /v71/payments accepts and the
   * only origins that may frame the card form (as a real provider lists allowed origins per client key).
   */
  allowedOrigins: string[];
  /** The commerce service's webhook URL; may be set later with setNotifyUrl. */
  notifyUrl?: string;
  /** Base URL the shopper's browser uses; defaults to `http://<publicHost>:<port>`, else the listening URL. */
  publicUrl?: string;
  /** Host name the shopper's browser reaches this provider by (the shop's PUBLIC_ORIGIN host, e.g. 'localhost'). */
  publicHost?: string;
  /** Simulated processing time of /v71/payments (lets tests hit an idempotency key in flight). */
  latencyMs?: number;
  /** Waits before each webhook retry (default 100, 400, 1600, 6400, 30000 ms); retries go on at the last wait. */
  notifyRetryDelaysMs?: number[];
  /** Undelivered webhooks kept at most (default 10,000; the oldest is dropped with a warning). */
  notifyOutboxLimit?: number;
  /** An undelivered webhook is dropped after this long (default 24 h). */
  notifyMaxAgeMs?: number;
}

export type RunningPaymentProvider = RunningService & {
  /** What the shopper's browser uses (redirect pages, card form); `url` stays the loopback URL servers call. */
  publicUrl: string;
  /** Sets the webhook URL and delivers what is waiting in the outbox. */
  setNotifyUrl(url: string): void;
  /**
   * Resolves when the webhook outbox is empty (or holds only notifications the receiver declined with a 4xx), or
   * when no notify URL is set; `close()` resolves it too.
   */
  webhooksIdle(): Promise<void>;
  /** Webhooks not yet delivered. */
  webhooksPending(): number;
};

function originOf(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`Not an http(s) origin: ${value}`);
  return url.origin;
}

/**
 * The sandbox payment provider: Adyen v71 API, a framed card form and a redirect page on its own
 * origin, signed webhooks from an outbox. Payments, idempotency answers and the outbox live in its database (a restart
 * delivers every outcome it owes); card tokens live in memory only, as a real vault's short-lived tokens would.
 */
export async function startPaymentProvider(options: PaymentProviderOptions): Promise<RunningPaymentProvider> {
  if (options.allowedOrigins.length === 0) throw new TypeError('allowedOrigins must name at least one shop origin');
  const allowedOrigins = new Set(options.allowedOrigins.map(originOf));
  let notifyUrl = options.notifyUrl;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const db = openProviderDb(options.dbPath ?? ':memory:');
  const store = createPaymentStore(db);
  const notifier = createNotifier({
    db,
    hmacKey: options.hmacKey,
    merchantAccount: options.merchantAccount,
    notifyUrl: () => notifyUrl,
    ...(options.notifyRetryDelaysMs ? { retryDelaysMs: options.notifyRetryDelaysMs } : {}),
    ...(options.notifyOutboxLimit ? { maxItems: options.notifyOutboxLimit } : {}),
    ...(options.notifyMaxAgeMs ? { maxAgeMs: options.notifyMaxAgeMs } : {}),
  });
  const vault = createCardVault();
  const flow = createPaymentFlow({ db, store, vault, notifier, publicUrl: () => publicUrl ?? '', allowedOrigins });
  const modifications = createModifications({ db, store, notifier, merchantAccount: options.merchantAccount });
  const api = { apiKey: options.apiKey, merchantAccount: options.merchantAccount, db, flow };
  const app = new Hono({ strict: false });
  // The API answers Adyen's error bodies; the shopper's pages and everything else `{ error: { code, message } }`.
  const answerOther = answerJsonError((unexpected) => console.error('payment provider:', unexpected));
  app.onError((error, c) => (error instanceof ProviderApiError ? answerProviderError(c, error) : answerOther(error, c)));
  app.notFound(answerNotFound);
  addProviderApi(app, { ...api, latencyMs: options.latencyMs ?? 0 });
  addModificationsApi(app, { ...api, modifications });
  addCheckoutPages(app, { vault, flow, allowedOrigins });
  refuseOtherMethods(app);

  let running: Awaited<ReturnType<typeof serve>>;
  try {
    running = await serve(app, { port: options.port ?? 0 });
  } catch (error) {
    notifier.close();
    flow.close();
    db.close();
    throw error;
  }
  // The browser must land on the host the shop's checkout trusts, not on the loopback address.
  publicUrl ??= options.publicHost ? new URL(`http://${options.publicHost}:${running.port}`).origin : running.url;

  return {
    ...running,
    publicUrl,
    setNotifyUrl(url: string) {
      notifyUrl = url;
      notifier.wake();
    },
    webhooksIdle: () => notifier.idle(),
    webhooksPending: () => notifier.pending(),
    async close() {
      notifier.close();
      flow.close();
      await running.close();
      db.close();
    },
  };
}
