import { Container } from 'inversify';
import { type ServerAdapterSettings, serverAdapters } from '@sockshop/adapters/di/server.module';
import { TOKENS } from '@sockshop/adapters/di/tokens';
import type { Logger } from '@sockshop/core/ports';
import type { PublicConfig, ShopServices } from '@sockshop/ui/services';

/** The server's one composition root: adapters bound to ports once at start-up, then handed to every request. */
export function createServerServices(settings: ServerAdapterSettings, logger: Logger, publicConfig: PublicConfig): ShopServices {
  const container = new Container();
  container.loadSync(serverAdapters(settings, logger));
  return {
    content: container.get(TOKENS.Content),
    catalog: container.get(TOKENS.Catalog),
    logger,
    publicConfig,
  };
}
