import type { ShopServices } from '@sockshop/core/ports';

export type { PublicConfig, ShopServices } from '@sockshop/core/ports';

declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
    nonce: string;
    requestId: string;
  }
}
