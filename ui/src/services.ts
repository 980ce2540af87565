import type { AppEnv } from '@sockshop/core/markets';
import type { CatalogPort, ContentPort, Logger } from '@sockshop/core/ports';

/** What the browser may know: public URLs only, never a token or a secret. */
export interface PublicConfig {
  env: AppEnv;
  origin: string;
  commerceUrl: string;
  paymentProviderUrl: string;
  imageBaseUrl: string;
}

/** The ports route loaders use on the server, resolved once by the server's composition root. */
export interface ShopServices {
  content: ContentPort;
  catalog: CatalogPort;
  logger: Logger;
  publicConfig: PublicConfig;
}

declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
    nonce: string;
    requestId: string;
  }
}
