import { generateCookie } from 'hono/cookie';

/** Cookie max age 180 days. */
const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** marketV2 is read by the server only; SameSite=Lax keeps it on top-level navigations. */
export const marketCookie = (countryCode: string, https: boolean) =>
  generateCookie('marketV2', countryCode, { path: '/', maxAge: COOKIE_MAX_AGE_SECONDS, sameSite: 'Lax', httpOnly: true, secure: https });
