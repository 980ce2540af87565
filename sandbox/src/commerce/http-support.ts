import type { Context } from 'hono';
import { type CartClaims, verifyCartToken } from './cart-token.js';
import { serviceError } from './service-errors.js';

/** The cart token from `Authorization: Bearer …`; anything missing, foreign or expired is UNAUTHORIZED. */
export function cartClaimsOf(c: Context, secret: string): CartClaims {
  const header = c.req.header('authorization');
  if (!header) throw serviceError('UNAUTHORIZED', 'Cart token is missing');
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  const claims = match?.[1] ? verifyCartToken(match[1], secret) : null;
  if (!claims) throw serviceError('UNAUTHORIZED', 'Invalid or expired cart token');
  return claims;
}

export const BODY_LIMIT = 16 * 1024;
