import type { Market } from '@sockshop/core/markets';
import type { ShopServices } from '@sockshop/core/ports';

export type { PublicConfig, ShopServices } from '@sockshop/core/ports';

declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
    /** The market of this request (storefront of the path, country of the marketV2 cookie), resolved once by the server; null off a storefront. */
    market: Market | null;
    requestId: string;
  }
}
