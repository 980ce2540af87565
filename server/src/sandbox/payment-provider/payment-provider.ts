import { answerError, createRouter, listen, type RunningService, sendError } from '../../http/http-kit.js';
import { createCardVault } from './card-vault.js';
import { addCheckoutPages } from './checkout.pages.js';
import { createNotifier } from './notifier.js';
import { createPaymentFlow, ProviderApiError } from './payment-flow.js';
import { addProviderApi, sendProviderError } from './provider.api.js';

export interface PaymentProviderOptions {
  port?: number;
  apiKey: string;
  /** Hex HMAC key for the webhooks. */
  hmacKey: string;
  merchantAccount: string;
  /** The commerce service's webhook URL; may be set later with setNotifyUrl. */
  notifyUrl?: string;
  /** Base URL the shopper's browser uses; defaults to the listening URL. */
  publicUrl?: string;
  /** Simulated processing time of /v71/payments (lets tests hit an idempotency key in flight). */
  latencyMs?: number;
  /** Waits before each webhook retry (default 100, 400, 1600 ms). */
  notifyRetryDelaysMs?: number[];
}

export type RunningPaymentProvider = RunningService & {
  setNotifyUrl(url: string): void;
  /** Resolves when every webhook under way has been delivered or given up. */
  webhooksIdle(): Promise<void>;
};

/**
 * The sandbox payment provider (DECISIONS 12): Adyen v71 API, a framed card form and a redirect page on its own
 * origin, signed AUTHORISATION webhooks. Its state lives in memory: a restart forgets card tokens and payments.
 */
export async function startPaymentProvider(options: PaymentProviderOptions): Promise<RunningPaymentProvider> {
  let notifyUrl = options.notifyUrl;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const notifier = createNotifier({
    hmacKey: options.hmacKey,
    merchantAccount: options.merchantAccount,
    notifyUrl: () => notifyUrl,
    ...(options.notifyRetryDelaysMs ? { retryDelaysMs: options.notifyRetryDelaysMs } : {}),
  });
  const vault = createCardVault();
  const flow = createPaymentFlow({ vault, notifier, publicUrl: () => publicUrl ?? '' });
  const router = createRouter();
  addProviderApi(router, { apiKey: options.apiKey, merchantAccount: options.merchantAccount, flow, latencyMs: options.latencyMs ?? 0 });
  addCheckoutPages(router, { vault, flow });

  const running = await listen(
    (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      router
        .handle(req, res, url)
        .then((handled) => {
          if (!handled) sendError(res, 404, 'NOT_FOUND', `No route for ${url.pathname}`);
        })
        .catch((error: unknown) => {
          if (error instanceof ProviderApiError) return sendProviderError(res, error);
          answerError(res, error, (unexpected) => console.error('payment provider:', unexpected));
        });
    },
    { port: options.port ?? 0 },
  );
  publicUrl ??= running.url;

  return {
    ...running,
    setNotifyUrl(url: string) {
      notifyUrl = url;
    },
    webhooksIdle: () => notifier.idle(),
    async close() {
      notifier.close();
      await running.close();
    },
  };
}
