import { type ApiAdapterSettings, apiAdapters, type ServerAdapterSettings, serverAdapters } from '@sockshop/adapters/di/server.module';
import { TOKENS } from '@sockshop/adapters/di/tokens';
import type { ExchangeRatesPort, Logger, NewsletterPort, PublicConfig, ShopServices } from '@sockshop/core/ports';
import { Container } from 'inversify';
import { watchedLogger, watchedPort } from './pages/render-health.js';

/** The server's one composition root: adapters bound to ports once at start-up, then handed to every request. */
export function createServerServices(settings: ServerAdapterSettings, logger: Logger, publicConfig: PublicConfig): ShopServices {
  // Watched, so a page rendered while a backend fails is known as degraded and kept out of the page cache.
  const watched = watchedLogger(logger);
  const container = new Container();
  container.loadSync(serverAdapters(settings, watched));
  return {
    content: watchedPort(container.get(TOKENS.Content)),
    catalog: watchedPort(container.get(TOKENS.Catalog)),
    logger: watched,
    publicConfig,
  };
}

/** The server-only ports of the own API (not handed to route loaders): bound once at start-up like the others. */
export function createApiPorts(settings: ApiAdapterSettings): { newsletter: NewsletterPort; rates: ExchangeRatesPort } {
  const container = new Container();
  container.loadSync(apiAdapters(settings));
  return { newsletter: container.get(TOKENS.Newsletter), rates: container.get(TOKENS.ExchangeRates) };
}
