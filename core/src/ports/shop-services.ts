import type { AppEnv } from '../markets/app-env.js';
import type { Market } from '../markets/market.schema.js';
import type { CatalogPort } from './catalog.port.js';
import type { ContentPort } from './content.port.js';
import type { Logger } from './logger.port.js';

/** What the browser may know: public URLs only, never a token or a secret. */
export interface PublicConfig {
  env: AppEnv;
  origin: string;
  commerceUrl: string;
  paymentProviderUrl: string;
  imageBaseUrl: string;
  /** Third-party widget scripts (accessibility and chat widgets); absent or empty: nothing loads. */
  widgets?: { accessibility?: string; chat?: string };
  /** The sites of the external storefronts (au, nz), by storefront code; one not given is not offered. */
  externalSites?: Partial<Record<'au' | 'nz', string>>;
  /** The running build's id, as GET /api/build answers it: the update notice compares the two. Absent in tests. */
  buildId?: string;
}

/**
 * The ports a page needs while it renders on the server, resolved once by the server's composition root and handed to
 * every route loader. The server provides them and the ui consumes them, so the contract lives here, between the two.
 */
export interface ShopServices {
  content: ContentPort;
  catalog: CatalogPort;
  logger: Logger;
  publicConfig: PublicConfig;
}

/**
 * What the server knows of a page request before the app's routes see it, built once per request and handed to every
 * loader with the ports (the ui's shopContext).
 */
export interface ShopRequest {
  services: ShopServices;
  requestId: string;
  /** The market of the path's storefront and the marketV2 cookie; null off a storefront. */
  market: Market | null;
  /** Only for a visual-editor request whose token the server verified: drafts, and the editor's bridge. */
  preview: { bridgeUrl: string } | null;
  /**
   * What the answer is: a whole page (`document`, a browser's first load) or React Router's data for a navigation
   * inside the page (`data`, the `.data` requests). A whole page sends what stays the same while it is open (the
   * storefront's chrome) once, beside React Router's data; a navigation's data carries it.
   */
  answers: 'document' | 'data';
}
