import { ContainerModule } from 'inversify';
import type { Logger } from '@sockshop/core/ports';
import { createHttpCatalog } from '../catalog/catalog.http.js';
import { createStoryblokContent } from '../content/content.storyblok.js';
import { TOKENS } from './tokens.js';

export interface ServerAdapterSettings {
  content: { endpoint: string; accessToken: string; rateLimit: number };
  catalog: { baseUrl: string; token: string; imageBaseUrl: string };
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
