import { join } from 'node:path';
import { withAbsoluteMedia } from '@sockshop/core/catalog';
import { makeDataDir } from './data-dir.js';
import type { RunningService } from './http/serve.js';
import type { SandboxLogger } from './logging/logger.js';
import { mediaLimitsOf, type SandboxEnv } from './sandbox-env.js';
import type { SandboxSecrets } from './sandbox-secrets.js';
import { imageBaseUrl, type Ports, paymentProviderOf, providerNotifyUrl } from './sandbox-services.js';
import type { ServiceName } from './service-names.js';

export interface ServiceContext {
  env: SandboxEnv;
  /** This service's port (0: any free one) and those of the services started before it. */
  ports: Ports;
  secrets: SandboxSecrets;
  logger: SandboxLogger;
}

/** A started service; the provider's webhook URL can be set once the commerce service it notifies has a port. */
export type StartedService = RunningService & { setNotifyUrl?(url: string): void };

/**
 * Starts one sandbox service on its port, speaking the real protocol. The same for every service whether it runs in
 * its own process (under the sandbox's supervisor) or beside the others (tests); each module is imported only when
 * its service starts, so a service's own process loads no other service's code.
 */
export async function startService(name: ServiceName, context: ServiceContext): Promise<StartedService> {
  const { env, ports, secrets } = context;
  const port = ports[name] ?? 0;
  // The only origin shoppers use: CORS, return URLs and framing of the card form are allowed for it alone.
  const shopOrigin = new URL(env.PUBLIC_ORIGIN).origin;
  switch (name) {
    case 'content': {
      const { startContentSandbox } = await import('./content/content.sandbox.js');
      return startContentSandbox({
        port,
        accessToken: secrets.contentToken,
        previewToken: secrets.contentPreviewToken,
        shopOrigin,
        mediaCacheDir: env.MEDIA_CACHE_DIR,
        mediaRender: env.MEDIA_RENDER,
        media: mediaLimitsOf(env),
        webhook: {
          url: env.CONTENT_WEBHOOK_URL,
          secret: secrets.contentWebhookSecret,
          logger: context.logger.child({ service: 'content-sandbox' }),
        },
      });
    }
    case 'search': {
      const { startSearchSandbox } = await import('./search/search.sandbox.js');
      const { generateCatalogue } = await import('./catalogue/generate.js');
      return startSearchSandbox({
        port,
        token: secrets.searchToken,
        products: generateCatalogue({ size: env.CATALOGUE_SIZE }),
        mediaCacheDir: env.MEDIA_CACHE_DIR,
        mediaRender: env.MEDIA_RENDER,
        media: mediaLimitsOf(env),
      });
    }
    case 'paymentProvider': {
      const { startPaymentProvider } = await import('./payment-provider/payment-provider.js');
      return startPaymentProvider({
        port,
        // Payments and the notification outbox survive a crash.
        dbPath: join(env.DATA_DIR, 'provider.sqlite'),
        apiKey: secrets.providerApiKey,
        hmacKey: secrets.providerHmacKey,
        merchantAccount: env.PAYMENT_PROVIDER_MERCHANT,
        notifyUrl: providerNotifyUrl(env, ports),
        // Redirects and the card form on the host shoppers use, returns to the shop's origin only.
        publicHost: new URL(env.PUBLIC_ORIGIN).hostname,
        allowedOrigins: [shopOrigin],
      });
    }
    case 'commerce': {
      const { startCommerceSandbox } = await import('./commerce/commerce.sandbox.js');
      const { generateCatalogue, stockUnitsOf } = await import('./catalogue/generate.js');
      const { freeShippingThresholdsMinor } = await import('./content/seed/chrome.js');
      makeDataDir(env.DATA_DIR);
      const catalogue = generateCatalogue({ size: env.CATALOGUE_SIZE });
      const images = imageBaseUrl(env, ports);
      const provider = paymentProviderOf(env, ports);
      return startCommerceSandbox({
        port,
        dbPath: join(env.DATA_DIR, 'commerce.sqlite'),
        // A real backend stores its pictures' full addresses; the generated catalogue names them by path.
        products: images ? catalogue.map((product) => withAbsoluteMedia(product, images)) : catalogue,
        stockUnitsOf,
        jwtSecret: secrets.commerceJwtSecret,
        ...(provider
          ? {
              provider: {
                apiKey: secrets.providerApiKey,
                hmacKey: secrets.providerHmacKey,
                merchantAccount: env.PAYMENT_PROVIDER_MERCHANT,
                ...provider,
              },
            }
          : {}),
        allowedOrigins: [shopOrigin],
        reservationMinutes: env.ORDER_RESERVATION_MINUTES,
        holdLimits: { clientUnits: env.ORDER_HOLD_UNITS_PER_CLIENT, clientVariantUnits: env.ORDER_HOLD_UNITS_PER_VARIANT },
        paymentRateLimit: { burst: env.PAYMENT_CALLS_PER_MINUTE, perSecond: env.PAYMENT_CALLS_PER_MINUTE / 60 },
        log: context.logger.child({ service: 'commerce-sandbox' }),
        // The content's free-shipping thresholds, so the cart and the banner agree with what is charged.
        shippingThresholds: freeShippingThresholdsMinor(),
      });
    }
    case 'newsletter': {
      const { startNewsletterSandbox } = await import('./newsletter/newsletter.sandbox.js');
      makeDataDir(env.DATA_DIR);
      return startNewsletterSandbox({ port, apiKey: secrets.newsletterApiKey, dbPath: join(env.DATA_DIR, 'newsletter.sqlite') });
    }
    case 'rates': {
      const { startRatesSandbox } = await import('./rates/rates.sandbox.js');
      return startRatesSandbox({ port });
    }
  }
}
