import type { MiddlewareHandler } from 'hono';

/** What in the configuration decides the security headers. */
export interface SecurityHeaderSettings {
  /** The public origin is https: browsers are told to keep to it (HSTS). */
  https: boolean;
}

/**
 * The headers that say how a browser may use any answer of the shop: built once at start from the configuration and
 * sent by every path alike (the assets and cached pages answered first, the rendered pages, the API, errors), so none can
 * drift from the others. No more than these: Cross-Origin-Resource-Policy, Origin-Agent-Cluster and their kin would
 * change what browsers do with the shop's pages and pictures.
 */
export function securityHeadersFor(settings: SecurityHeaderSettings): Readonly<Record<string, string>> {
  return Object.freeze({
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(settings.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

/** Sets `headers` on every answer that passes through, over whatever a handler set. */
export function securityHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    await next();
    for (const [name, value] of entries) c.res.headers.set(name, value);
  };
}
