import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { withAbsoluteMedia } from '@sockshop/core/catalog';
import { generateCatalogue, stockUnitsOf } from './catalogue/generate.js';
import { startCommerceSandbox } from './commerce/commerce.sandbox.js';
import { startContentSandbox } from './content/content.sandbox.js';
import { freeShippingThresholdsMinor } from './content/seed/chrome.js';
import type { RunningService } from './http/serve.js';
import { createLogger, type SandboxLogger } from './logging/logger.js';
import { startNewsletterSandbox } from './newsletter/newsletter.sandbox.js';
import { startPaymentProvider } from './payment-provider/payment-provider.js';
import { startRatesSandbox } from './rates/rates.sandbox.js';
import { loadSandboxEnv, mediaLimitsOf } from './sandbox-env.js';
import { loadSandboxSecrets, type SandboxSecrets } from './sandbox-secrets.js';
import { startSearchSandbox } from './search/search.sandbox.js';

/** What the shop needs to reach the services started here: their URLs and the secrets they accept (DECISIONS 16, 17). */
export interface ShopEnvironment {
  CONTENT_API_URL?: string;
  CONTENT_ASSET_ORIGIN?: string;
  CONTENT_TOKEN?: string;
  CONTENT_PREVIEW_TOKEN?: string;
  CONTENT_BRIDGE_URL?: string;
  CONTENT_EDITOR_ORIGIN?: string;
  SEARCH_API_URL?: string;
  SEARCH_TOKEN?: string;
  IMAGE_BASE_URL?: string;
  COMMERCE_API_URL?: string;
  COMMERCE_PUBLIC_URL?: string;
  PAYMENT_PROVIDER_PUBLIC_URL?: string;
  NEWSLETTER_API_URL?: string;
  NEWSLETTER_API_KEY?: string;
  RATES_API_URL?: string;
}

export interface RunningSandbox {
  /** The shop's environment for the services started here; the services configured as real ones are absent. */
  env: ShopEnvironment;
  /** Each started service's base URL by name: safe to print (no secrets). */
  urls: Record<string, string>;
  close(): Promise<void>;
}

/**
 * DECISIONS 1 and 16: starts every service whose URL the environment does not configure, each on its own port and
 * speaking the real protocol. The sandbox's `main.ts` runs it as its own process; tests run it in theirs.
 */
export async function startSandbox(
  environment: Record<string, string | undefined>,
  options: { logger?: SandboxLogger } = {},
): Promise<RunningSandbox> {
  const env = loadSandboxEnv(environment);
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL, fields: { service: 'sandbox' } });
  const running: RunningService[] = [];
  const urls: Record<string, string> = {};
  const shop: ShopEnvironment = {};
  const publicHost = new URL(env.PUBLIC_ORIGIN).hostname;
  const publicUrl = (service: RunningService) => `http://${publicHost}:${service.port}`;
  const portFor = (offset: number) => (env.SANDBOX_PORT === 0 ? 0 : env.SANDBOX_PORT + offset);
  // The only origin shoppers use: CORS, return URLs and framing of the card form are allowed for it alone.
  const shopOrigins = [new URL(env.PUBLIC_ORIGIN).origin];
  // Read (or made) only when a sandbox uses one: the secrets given in the environment win.
  let generated: SandboxSecrets | undefined;
  const own = () => {
    generated ??= loadSandboxSecrets(env.DATA_DIR);
    return generated;
  };
  const started = (name: string, service: RunningService) => {
    running.push(service);
    urls[name] = service.url;
  };

  try {
    if (!env.CONTENT_API_URL) {
      const accessToken = env.CONTENT_TOKEN ?? own().contentToken;
      const previewToken = env.CONTENT_PREVIEW_TOKEN ?? own().contentPreviewToken;
      const service = await startContentSandbox({
        port: portFor(0),
        accessToken,
        previewToken,
        shopOrigin: shopOrigins[0],
        mediaCacheDir: env.MEDIA_CACHE_DIR,
        mediaRender: env.MEDIA_RENDER,
        media: mediaLimitsOf(env),
      });
      started('content', service);
      Object.assign(shop, {
        CONTENT_API_URL: `${service.url}/v2`,
        CONTENT_ASSET_ORIGIN: env.CONTENT_ASSET_ORIGIN ?? service.url,
        CONTENT_TOKEN: accessToken,
        CONTENT_PREVIEW_TOKEN: previewToken,
        // The sandbox's bridge and editor page (GET /editor) stand in for Storyblok's, at the host shoppers use.
        CONTENT_BRIDGE_URL: `${publicUrl(service)}/f/storyblok-v2-latest.js`,
        CONTENT_EDITOR_ORIGIN: publicUrl(service),
      });
    }

    const catalogue = !env.SEARCH_API_URL || !env.COMMERCE_API_URL ? generateCatalogue({ size: env.CATALOGUE_SIZE }) : [];
    let images = env.IMAGE_BASE_URL;
    if (!env.SEARCH_API_URL) {
      const token = env.SEARCH_TOKEN ?? own().searchToken;
      const service = await startSearchSandbox({
        port: portFor(1),
        token,
        products: catalogue,
        mediaCacheDir: env.MEDIA_CACHE_DIR,
        mediaRender: env.MEDIA_RENDER,
        media: mediaLimitsOf(env),
      });
      started('search', service);
      // The search sandbox serves the product pictures, at the host shoppers use.
      images ??= publicUrl(service);
      Object.assign(shop, { SEARCH_API_URL: service.url, SEARCH_TOKEN: token, IMAGE_BASE_URL: images });
    }
    images ??= env.SEARCH_API_URL;

    const providerKeys = {
      apiKey: env.PAYMENT_PROVIDER_API_KEY ?? own().providerApiKey,
      hmacKey: env.PAYMENT_PROVIDER_HMAC_KEY ?? own().providerHmacKey,
      merchantAccount: env.PAYMENT_PROVIDER_MERCHANT,
    };
    let provider: Awaited<ReturnType<typeof startPaymentProvider>> | undefined;
    let paymentProvider = env.PAYMENT_PROVIDER_URL && {
      url: env.PAYMENT_PROVIDER_URL,
      publicUrl: env.PAYMENT_PROVIDER_PUBLIC_URL ?? env.PAYMENT_PROVIDER_URL,
    };
    if (!env.PAYMENT_PROVIDER_URL && !env.PAYMENT_PROVIDER_PUBLIC_URL) {
      provider = await startPaymentProvider({
        port: portFor(3),
        ...providerKeys,
        // Issue 10: redirects and the card form on the host shoppers use, returns to the shop's origin only.
        publicHost,
        allowedOrigins: shopOrigins,
      });
      started('paymentProvider', provider);
      paymentProvider = { url: provider.url, publicUrl: provider.publicUrl };
      shop.PAYMENT_PROVIDER_PUBLIC_URL = provider.publicUrl;
    }

    if (!env.COMMERCE_API_URL) {
      mkdirSync(env.DATA_DIR, { recursive: true });
      const service = await startCommerceSandbox({
        port: portFor(2),
        dbPath: join(env.DATA_DIR, 'commerce.sqlite'),
        // A real backend stores its pictures' full addresses; the generated catalogue names them by path.
        products: images ? catalogue.map((product) => withAbsoluteMedia(product, images)) : catalogue,
        stockUnitsOf,
        jwtSecret: env.COMMERCE_JWT_SECRET ?? own().commerceJwtSecret,
        ...(paymentProvider ? { provider: { ...providerKeys, ...paymentProvider } } : {}),
        allowedOrigins: shopOrigins,
        reservationMinutes: env.ORDER_RESERVATION_MINUTES,
        paymentRateLimit: { burst: env.PAYMENT_CALLS_PER_MINUTE, perSecond: env.PAYMENT_CALLS_PER_MINUTE / 60 },
        log: logger.child({ service: 'commerce-sandbox' }),
        // The content's free-shipping thresholds (spec §9), so the cart and the banner agree with what is charged.
        shippingThresholds: freeShippingThresholdsMinor(),
      });
      started('commerce', service);
      provider?.setNotifyUrl(`${service.url}/notifications/adyen`);
      Object.assign(shop, { COMMERCE_API_URL: service.url, COMMERCE_PUBLIC_URL: env.COMMERCE_PUBLIC_URL ?? publicUrl(service) });
    }

    if (!env.NEWSLETTER_API_URL) {
      mkdirSync(env.DATA_DIR, { recursive: true });
      const apiKey = env.NEWSLETTER_API_KEY ?? own().newsletterApiKey;
      const service = await startNewsletterSandbox({ port: portFor(4), apiKey, dbPath: join(env.DATA_DIR, 'newsletter.sqlite') });
      started('newsletter', service);
      Object.assign(shop, { NEWSLETTER_API_URL: service.url, NEWSLETTER_API_KEY: apiKey });
    }

    if (!env.RATES_API_URL) {
      const service = await startRatesSandbox({ port: portFor(5) });
      started('rates', service);
      shop.RATES_API_URL = service.url;
    }
  } catch (error) {
    // A port in use or a damaged database: what did start stops again, so the process can exit.
    await closeAll(running);
    throw error;
  }

  return { env: shop, urls, close: () => closeAll(running) };
}

/** Reverse order: the commerce service stops before the provider it notifies. */
async function closeAll(running: RunningService[]): Promise<void> {
  for (const service of running.splice(0).reverse()) await service.close();
}
