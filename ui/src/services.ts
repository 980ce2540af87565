import type { Market } from '@sockshop/core/markets';
import type { ShopServices } from '@sockshop/core/ports';

export type { PublicConfig, ShopServices } from '@sockshop/core/ports';

declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
    /** The market of this request (storefront of the path, country of the marketV2 cookie), resolved once by the server; null off a storefront. */
    market: Market | null;
    requestId: string;
    /** Set by the server only for a visual-editor request whose token it verified (spec §6): drafts, and the editor's bridge. */
    preview?: { bridgeUrl: string } | null;
  }
}
