import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WarehouseRegion } from '@sockshop/core/markets';

/** The cart token: an HS256 JWT carrying the cart id, its warehouse region and an expiry. */
export interface CartClaims {
  cartId: string;
  region: WarehouseRegion;
  exp: number;
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signCartToken(claims: Omit<CartClaims, 'exp'>, secret: string, ttlSeconds: number, now = Date.now()): string {
  const payload = b64url(JSON.stringify({ ...claims, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + ttlSeconds }));
  const data = `${HEADER}.${payload}`;
  return `${data}.${b64url(signature(secret, data))}`;
}

/** Null for anything not signed by us, malformed or expired. */
export function verifyCartToken(token: string, secret: string, now = Date.now()): CartClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, given] = parts as [string, string, string];
  const expected = signature(secret, `${header}.${payload}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<CartClaims>;
    if (typeof claims.cartId !== 'string' || (claims.region !== 'NL' && claims.region !== 'US') || typeof claims.exp !== 'number')
      return null;
    if (claims.exp * 1000 <= now) return null;
    return { cartId: claims.cartId, region: claims.region, exp: claims.exp };
  } catch {
    return null;
  }
}
