import type { Logger } from '@sockshop/core/ports';
import { ContainerModule } from 'inversify';
import { createHttpCatalog } from '../catalog/catalog.http.js';
import { createStoryblokContent } from '../content/content.storyblok.js';
import { createHttpNewsletter } from '../newsletter/newsletter.http.js';
import { createHttpRates } from '../rates/rates.http.js';
import { TOKENS } from './tokens.js';

/** The fetch each adapter's calls go through; the global one unless the composition root hands in another. */
type WithFetch = { fetch?: typeof globalThis.fetch };

export interface ServerAdapterSettings {
  content: { endpoint: string; accessToken: string; previewToken?: string; rateLimit: number } & WithFetch;
  catalog: { baseUrl: string; token: string; imageBaseUrl: string } & WithFetch;
}

/** The ports the server renders pages with: content and catalog over HTTP. */
export function serverAdapters(settings: ServerAdapterSettings, logger: Logger): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Logger).toConstantValue(logger);
    bind(TOKENS.Content)
      .toResolvedValue((log: Logger) => createStoryblokContent({ ...settings.content, logger: log }), [TOKENS.Logger])
      .inSingletonScope();
    bind(TOKENS.Catalog)
      .toResolvedValue(() => createHttpCatalog(settings.catalog))
      .inSingletonScope();
  });
}

export interface ApiAdapterSettings {
  newsletter: { baseUrl: string; apiKey: string } & WithFetch;
  rates: { baseUrl: string } & WithFetch;
}

/** The ports only the shop's own API uses: the newsletter provider and the exchange-rate source. */
export function apiAdapters(settings: ApiAdapterSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Newsletter)
      .toResolvedValue(() => createHttpNewsletter(settings.newsletter))
      .inSingletonScope();
    bind(TOKENS.ExchangeRates)
      .toResolvedValue(() => createHttpRates(settings.rates))
      .inSingletonScope();
  });
}
