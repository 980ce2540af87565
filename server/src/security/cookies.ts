import type { Config } from '../config.js';

/** spec §9: cookie max age 180 days. */
export const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** marketV2 is read by the server only; SameSite=Lax keeps it on top-level navigations. */
export function marketCookie(countryCode: string, config: Pick<Config, 'PUBLIC_ORIGIN'>): string {
  const secure = config.PUBLIC_ORIGIN.startsWith('https:') ? '; Secure' : '';
  return `marketV2=${encodeURIComponent(countryCode)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
}

/** spec §6 uid: readable by the page (it is the recommendations' session id), so not HttpOnly; nothing secret in it. */
export function uidCookie(uid: string, https: boolean): string {
  return `uid=${encodeURIComponent(uid)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${https ? '; Secure' : ''}`;
}
