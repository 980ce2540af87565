import { INVALID_EMAIL_KEY, isValidEmail } from '@sockshop/core/interaction';
import { COUNTRY_CODES, findStorefront, isKnownCountry, STOREFRONT_CODES } from '@sockshop/core/markets';
import type { NewsletterError } from '@sockshop/core/ports';
import type { Context } from 'hono';
import { z } from 'zod';
import { safeReturnPath } from '../security/redirects.js';
import { formBody, jsonBody, limitBody, mediaTypeOf, NO_STORE, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { ApiError, type ApiErrorCode, portHttpError } from './errors.js';

const BODY_LIMIT = 4 * 1024;

const NewsletterBody = z.object({
  store: z.enum(STOREFRONT_CODES),
  email: z.string().max(254),
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(COUNTRY_CODES)),
  /** True when sent from checkout; the form sends "true" or "on". */
  checkout: z.union([z.boolean(), z.enum(['true', 'on', 'false']).transform((flag) => flag !== 'false')]).default(false),
});

/** What a sign-up posted without JavaScript sends the shopper back with (`?newsletter=`); the page cache keeps these. */
export const NEWSLETTER_OUTCOMES = ['success', 'invalid', 'error'] as const;
type Outcome = (typeof NEWSLETTER_OUTCOMES)[number];

// A field the provider refuses is the shopper's to fix (400); a provider that fails is one 503, its own words kept out.
export const NEWSLETTER_ANSWERS = {
  INVALID_INPUT: 'INVALID_INPUT',
  RATE_LIMITED: 'NEWSLETTER_UNAVAILABLE',
  UPSTREAM_UNAVAILABLE: 'NEWSLETTER_UNAVAILABLE',
  UPSTREAM_CONTRACT: 'NEWSLETTER_UNAVAILABLE',
} as const satisfies Record<NewsletterError['code'], ApiErrorCode>;

/**
 * POST /api/newsletter with `{ store, email, countryCode, checkout? }`:
 * JSON → 200 `{ success: true }`; 400 `{ error: { code: 'INVALID_EMAIL', message: 'invalidEmail' } }` for a bad email,
 * 400 INVALID_INPUT for another bad field, 429 over the rate limit, 503 when the provider cannot be reached.
 * A no-JavaScript form post (application/x-www-form-urlencoded) gets a 303 back to the same-site Referer path
 * (else the storefront home, else `/`) with `?newsletter=success|invalid|error#newsletter`: the footer's form shows it.
 */
export function registerNewsletterRoutes(api: ApiApp, deps: ApiDeps, limiters: Limiters): void {
  const { config, newsletter } = deps;

  const signUp = async (raw: unknown): Promise<Outcome> => {
    const body = parseInput(NewsletterBody, raw);
    if (!isValidEmail(body.email)) throw new ApiError('INVALID_EMAIL', INVALID_EMAIL_KEY);
    if (!findStorefront(body.store, config.APP_ENV) || !isKnownCountry(body.countryCode, config.APP_ENV)) {
      throw new ApiError('INVALID_INPUT', 'Unknown storefront or country for this environment');
    }
    const result = await newsletter.signUp({ ...body, email: body.email.trim() });
    if (result.isOk()) return 'success';
    throw portHttpError(result.error, NEWSLETTER_ANSWERS, 'The newsletter service cannot be reached, please try again');
  };

  const isForm = (c: Context) => mediaTypeOf(c) === 'application/x-www-form-urlencoded';
  const backToPage = (c: Context, store: string | undefined, outcome: Outcome) => {
    c.header('cache-control', 'no-store');
    return c.redirect(backTo(c, store, config.PUBLIC_ORIGIN, outcome), 303);
  };
  // A form too large to be a sign-up goes back to the page like any other invalid one.
  const tooLarge = (c: Context) => (isForm(c) ? backToPage(c, undefined, 'invalid') : undefined);

  api.post('/api/newsletter', limitBody(BODY_LIMIT, tooLarge), async (c) => {
    if (isForm(c)) return answerForm(c);
    await limiters.newsletter.enforce(c);
    await signUp(await jsonBody(c));
    return c.json({ success: true }, 200, NO_STORE);
  });

  /** Without JavaScript every outcome, the rate limit included, goes back to the page rather than to a JSON answer. */
  const answerForm = async (c: Context) => {
    const form = await formBody(c);
    let outcome: Outcome;
    try {
      if (!(await limiters.newsletter.take(c))) throw new ApiError('RATE_LIMITED', 'Too many sign-ups');
      outcome = await signUp(form);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = error.status === 400 ? 'invalid' : 'error';
      if (outcome === 'error') c.get('log').warn('newsletter sign-up failed', { code: error.code });
    }
    return backToPage(c, form.store, outcome);
  };
}

/** The same-site page the form was sent from (never another site: no open redirect), with the outcome in the query. */
function backTo(c: Context, store: string | undefined, publicOrigin: string, outcome: Outcome): string {
  const fallback = store && (STOREFRONT_CODES as readonly string[]).includes(store) ? `/${store}` : '/';
  let path: string | null = null;
  const referer = c.req.header('referer');
  const host = c.req.header('host');
  if (referer) {
    try {
      const url = new URL(referer);
      const own = new Set([new URL(publicOrigin).origin, `http://${host}`, `https://${host}`]);
      if (own.has(url.origin)) path = safeReturnPath(`${url.pathname}${url.search}`);
    } catch {
      path = null;
    }
  }
  const target = new URL(path ?? fallback, 'http://shop.invalid');
  target.searchParams.set('newsletter', outcome);
  // The footer's sign-up shows the outcome (ui/src/newsletter/footer-newsletter.server.tsx): the page opens there.
  return `${target.pathname}${target.search}#newsletter`;
}
