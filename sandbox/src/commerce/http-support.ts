import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CartClaims, verifyCartToken } from './cart-token.js';
import { serviceError } from './service-errors.js';

/** The cart token from `Authorization: Bearer …`; anything missing, foreign or expired is UNAUTHORIZED (spec §8). */
export function cartClaimsOf(req: IncomingMessage, secret: string): CartClaims {
  const header = req.headers.authorization;
  if (!header) throw serviceError('UNAUTHORIZED', 'Cart token is missing');
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  const claims = match?.[1] ? verifyCartToken(match[1], secret) : null;
  if (!claims) throw serviceError('UNAUTHORIZED', 'Invalid or expired cart token');
  return claims;
}

/** CORS for the shop's browser: only listed origins, with the headers the cart and payment calls send. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin && allowedOrigins.includes(origin)) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}

export const BODY_LIMIT = 16 * 1024;
