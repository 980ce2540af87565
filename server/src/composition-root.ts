import { type ApiAdapterSettings, apiAdapters, type ServerAdapterSettings, serverAdapters } from '@sockshop/adapters/di/server.module';
import { TOKENS } from '@sockshop/adapters/di/tokens';
import type { ExchangeRatesPort, Logger, NewsletterPort, PublicConfig, ShopServices } from '@sockshop/core/ports';
import { Container } from 'inversify';
import type { UpstreamService } from './metrics/shop-metrics.js';

/** The fetch the adapters of one service call it through (a measuring one when metrics are on); absent: the global one. */
export type FetchFor = (service: UpstreamService) => typeof globalThis.fetch;

/** The server's one composition root: adapters bound to ports once at start-up, then handed to every request. */
export function createServerServices(
  settings: ServerAdapterSettings,
  logger: Logger,
  publicConfig: PublicConfig,
  fetchFor?: FetchFor,
): ShopServices {
  const container = new Container();
  const measured = fetchFor
    ? { content: { ...settings.content, fetch: fetchFor('content') }, catalog: { ...settings.catalog, fetch: fetchFor('search') } }
    : settings;
  container.loadSync(serverAdapters(measured, logger));
  return {
    content: container.get(TOKENS.Content),
    catalog: container.get(TOKENS.Catalog),
    logger,
    publicConfig,
  };
}

/** The server-only ports of the own API (not handed to route loaders): bound once at start-up like the others. */
export function createApiPorts(
  settings: ApiAdapterSettings,
  fetchFor?: FetchFor,
): { newsletter: NewsletterPort; rates: ExchangeRatesPort } {
  const container = new Container();
  const measured = fetchFor
    ? { newsletter: { ...settings.newsletter, fetch: fetchFor('newsletter') }, rates: { ...settings.rates, fetch: fetchFor('rates') } }
    : settings;
  container.loadSync(apiAdapters(measured));
  return { newsletter: container.get(TOKENS.Newsletter), rates: container.get(TOKENS.ExchangeRates) };
}
