import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOrigins {
  /** Where the browser sends cart and checkout calls. */
  commerce: string;
  /** The payment provider's card form (framed) and redirect pages. */
  paymentProvider: string;
  /** Product images and content assets (pictures, videos). */
  images: string[];
}

/**
 * A strict policy: scripts only with this response's nonce (and what they load), no plugins, no base-tag tricks,
 * no framing of the shop. Inline style attributes are refused too; components style with classes.
 */
export function contentSecurityPolicy(nonce: string, origins: CspOrigins, options: { dev?: boolean } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', ...origins.images],
    'media-src': ["'self'", ...origins.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", origins.commerce],
    'frame-src': [origins.paymentProvider],
    'form-action': ["'self'", origins.paymentProvider],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  if (options.dev) {
    // Vite's dev client injects styles and opens a websocket for hot reload.
    directives['style-src'] = ["'self'", "'unsafe-inline'"];
    directives['connect-src']?.push('ws:', 'wss:');
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
