import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { withAbsoluteMedia } from '@sockshop/core/catalog';
import type { Config, ShopSecrets } from '../config.js';
import type { RunningService } from '../http/http-kit.js';
import type { JsonLogger } from '../logging/json-logger.js';
import { generateCatalogue, stockUnitsOf } from './catalogue/generate.js';
import { startCommerceSandbox } from './commerce/commerce.sandbox.js';
import { startContentSandbox } from './content/content.sandbox.js';
import { startNewsletterSandbox } from './newsletter/newsletter.sandbox.js';
import { startPaymentProvider } from './payment-provider/payment-provider.js';
import { startRatesSandbox } from './rates/rates.sandbox.js';
import { loadSandboxSecrets, type SandboxSecrets } from './sandbox-secrets.js';
import { startSearchSandbox } from './search/search.sandbox.js';

export interface ServiceUrls {
  /** Content delivery API base, ending in /v2. */
  content: string;
  contentAssets: string;
  search: string;
  images: string;
  /** Commerce backend as the server reaches it and as the shopper's browser reaches it. */
  commerce: string;
  commercePublic: string;
  paymentProvider: string;
  paymentProviderPublic: string;
  newsletter: string;
  rates: string;
}

export interface Sandboxes {
  urls: ServiceUrls;
  /** The secrets the shop sends: the configured ones, or those of the sandboxes started here (DECISIONS 17). */
  secrets: ShopSecrets;
  close(): Promise<void>;
}

/**
 * DECISIONS 1: every service without a configured URL is started here, embedded, speaking the real protocol.
 * The shop reaches them only through its HTTP adapters, exactly as it reaches real services.
 */
export async function startSandboxes(config: Config, logger: JsonLogger): Promise<Sandboxes> {
  const running: RunningService[] = [];
  const publicHost = new URL(config.PUBLIC_ORIGIN).hostname;
  const publicUrl = (service: RunningService) => `http://${publicHost}:${service.port}`;
  const portFor = (offset: number) => (config.SANDBOX_PORT === 0 ? 0 : config.SANDBOX_PORT + offset);
  // The only origin shoppers use: CORS, return URLs and framing of the card form are allowed for it alone.
  const shopOrigins = [new URL(config.PUBLIC_ORIGIN).origin];
  // Read (or made) only when a sandbox runs: a shop on real services never touches the file.
  let sandboxSecrets: SandboxSecrets | undefined;
  const own = () => {
    sandboxSecrets ??= loadSandboxSecrets(config.DATA_DIR);
    return sandboxSecrets;
  };
  const secrets = {
    content: () => config.CONTENT_TOKEN ?? own().contentToken,
    contentPreview: () => config.CONTENT_PREVIEW_TOKEN ?? own().contentPreviewToken,
    search: () => config.SEARCH_TOKEN ?? own().searchToken,
    newsletter: () => config.NEWSLETTER_API_KEY ?? own().newsletterApiKey,
    providerApiKey: () => config.PAYMENT_PROVIDER_API_KEY ?? own().providerApiKey,
    providerHmacKey: () => config.PAYMENT_PROVIDER_HMAC_KEY ?? own().providerHmacKey,
  };

  let content = config.CONTENT_API_URL;
  let contentAssets = config.CONTENT_ASSET_ORIGIN || 'https://a.storyblok.com';
  if (!content) {
    const service = await startContentSandbox({
      port: portFor(0),
      accessToken: secrets.content(),
      previewToken: secrets.contentPreview(),
    });
    running.push(service);
    content = `${service.url}/v2`;
    contentAssets = config.CONTENT_ASSET_ORIGIN || service.url;
    logger.info('sandbox content service started', { url: service.url });
  }

  const catalogue = !config.SEARCH_API_URL || !config.COMMERCE_API_URL ? generateCatalogue({ size: config.CATALOGUE_SIZE }) : [];
  let search = config.SEARCH_API_URL;
  let images = config.IMAGE_BASE_URL;
  if (!search) {
    const service = await startSearchSandbox({ port: portFor(1), token: secrets.search(), products: catalogue });
    running.push(service);
    search = service.url;
    images ||= publicUrl(service);
    logger.info('sandbox search service started', { url: service.url, products: catalogue.length });
  }

  // A search service without a separate image host serves its own pictures.
  images ||= search;

  let paymentProvider = config.PAYMENT_PROVIDER_URL;
  let paymentProviderPublic = paymentProvider;
  let provider: Awaited<ReturnType<typeof startPaymentProvider>> | undefined;
  if (!paymentProvider) {
    provider = await startPaymentProvider({
      port: portFor(3),
      apiKey: secrets.providerApiKey(),
      hmacKey: secrets.providerHmacKey(),
      merchantAccount: config.PAYMENT_PROVIDER_MERCHANT,
      // Issue 10: redirects and the card form on the host shoppers use, returns to the shop's origin only.
      publicHost,
      allowedOrigins: shopOrigins,
    });
    running.push(provider);
    paymentProvider = provider.url;
    paymentProviderPublic = provider.publicUrl;
    logger.info('sandbox payment provider started', { url: provider.url });
  }

  let commerce = config.COMMERCE_API_URL;
  let commercePublic = config.COMMERCE_PUBLIC_URL || commerce;
  if (!commerce) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const service = await startCommerceSandbox({
      port: portFor(2),
      dbPath: join(config.DATA_DIR, 'commerce.sqlite'),
      // A real backend stores its pictures' full addresses; the generated catalogue names them by path.
      products: images ? catalogue.map((product) => withAbsoluteMedia(product, images)) : catalogue,
      stockUnitsOf,
      jwtSecret: config.COMMERCE_JWT_SECRET ?? own().commerceJwtSecret,
      provider: {
        url: paymentProvider,
        apiKey: secrets.providerApiKey(),
        merchantAccount: config.PAYMENT_PROVIDER_MERCHANT,
        hmacKey: secrets.providerHmacKey(),
        publicUrl: paymentProviderPublic,
      },
      allowedOrigins: shopOrigins,
      reservationMinutes: config.ORDER_RESERVATION_MINUTES,
      paymentRateLimit: { burst: config.PAYMENT_CALLS_PER_MINUTE, perSecond: config.PAYMENT_CALLS_PER_MINUTE / 60 },
      log: logger.child({ service: 'commerce-sandbox' }),
    });
    running.push(service);
    commerce = service.url;
    commercePublic = config.COMMERCE_PUBLIC_URL || publicUrl(service);
    provider?.setNotifyUrl(`${service.url}/notifications/adyen`);
    logger.info('sandbox commerce service started', { url: service.url });
  }

  let newsletter = config.NEWSLETTER_API_URL;
  if (!newsletter) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const service = await startNewsletterSandbox({
      port: portFor(4),
      apiKey: secrets.newsletter(),
      dbPath: join(config.DATA_DIR, 'newsletter.sqlite'),
    });
    running.push(service);
    newsletter = service.url;
    logger.info('sandbox newsletter service started', { url: service.url });
  }

  let rates = config.RATES_API_URL;
  if (!rates) {
    const service = await startRatesSandbox({ port: portFor(5) });
    running.push(service);
    rates = service.url;
    logger.info('sandbox rate service started', { url: service.url });
  }

  return {
    urls: { content, contentAssets, search, images, commerce, commercePublic, paymentProvider, paymentProviderPublic, newsletter, rates },
    secrets: {
      CONTENT_TOKEN: secrets.content(),
      CONTENT_PREVIEW_TOKEN: secrets.contentPreview(),
      SEARCH_TOKEN: secrets.search(),
      NEWSLETTER_API_KEY: secrets.newsletter(),
    },
    async close() {
      // Reverse order: the commerce service stops before the provider it notifies.
      for (const service of running.reverse()) await service.close();
    },
  };
}
