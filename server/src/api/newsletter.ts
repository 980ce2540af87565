import type { IncomingMessage, ServerResponse } from 'node:http';
import { INVALID_EMAIL_KEY, isValidEmail } from '@sockshop/core/interaction';
import { COUNTRY_CODES, findStorefront, isKnownCountry, STOREFRONT_CODES } from '@sockshop/core/markets';
import { z } from 'zod';
import { HttpError, type Router, sendJson } from '../http/http-kit.js';
import { safeReturnPath } from '../security/redirects.js';
import { enforce, mediaTypeOf, NO_STORE, parseInput, readFormBody, readJsonBody, requestLogs } from './api-kit.js';
import type { ApiDeps, Limiters } from './api-router.js';
import { clientKey } from './rate-limit.js';

const BODY_LIMIT = 4 * 1024;

const NewsletterBody = z.object({
  store: z.enum(STOREFRONT_CODES),
  email: z.string().max(254),
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(COUNTRY_CODES)),
  /** spec §7: true when sent from checkout; the form sends "true" or "on". */
  checkout: z.union([z.boolean(), z.enum(['true', 'on', 'false']).transform((flag) => flag !== 'false')]).default(false),
});

type Outcome = 'success' | 'invalid' | 'error';

/**
 * POST /api/newsletter (spec §7) with `{ store, email, countryCode, checkout? }`:
 * JSON → 200 `{ success: true }`; 400 `{ error: { code: 'INVALID_EMAIL', message: 'invalidEmail' } }` for a bad email,
 * 400 INVALID_INPUT for another bad field, 429 over the rate limit, 503 when the provider cannot be reached.
 * A no-JavaScript form post (application/x-www-form-urlencoded) gets a 303 back to the same-site Referer path
 * (else the storefront home, else `/`) with `?newsletter=success|invalid|error`, which the page can show.
 */
export function registerNewsletterRoutes(router: Router, deps: ApiDeps, limiters: Limiters): void {
  const { config, newsletter } = deps;

  const signUp = async (raw: unknown): Promise<Outcome> => {
    const body = parseInput(NewsletterBody, raw);
    if (!isValidEmail(body.email)) throw new HttpError(400, 'INVALID_EMAIL', INVALID_EMAIL_KEY);
    if (!findStorefront(body.store, config.APP_ENV) || !isKnownCountry(body.countryCode, config.APP_ENV)) {
      throw new HttpError(400, 'INVALID_INPUT', 'Unknown storefront or country for this environment');
    }
    const result = await newsletter.signUp({ ...body, email: body.email.trim() });
    if (result.isOk()) return 'success';
    if (result.error.code === 'INVALID_INPUT') throw new HttpError(400, 'INVALID_INPUT', result.error.message);
    throw new HttpError(503, 'NEWSLETTER_UNAVAILABLE', 'The newsletter service cannot be reached, please try again');
  };

  router.post('/api/newsletter', async ({ req, res }) => {
    if (mediaTypeOf(req) === 'application/x-www-form-urlencoded') return answerForm(req, res);
    enforce(limiters.newsletter.take(clientKey(req, config.TRUST_PROXY)), res);
    await signUp(await readJsonBody(req, BODY_LIMIT));
    sendJson(res, 200, { success: true }, NO_STORE);
  });

  /** Without JavaScript every outcome, the rate limit included, goes back to the page rather than to a JSON answer. */
  const answerForm = async (req: IncomingMessage, res: ServerResponse) => {
    let form: Record<string, string> = {};
    let outcome: Outcome;
    try {
      form = await readFormBody(req, BODY_LIMIT);
      enforce(limiters.newsletter.take(clientKey(req, config.TRUST_PROXY)), res);
      outcome = await signUp(form);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcome = error.status === 400 || error.status === 413 ? 'invalid' : 'error';
      if (outcome === 'error') requestLogs.get(req)?.warn('newsletter sign-up failed', { code: error.code });
    }
    res.removeHeader('retry-after');
    res.writeHead(303, { location: backTo(req, form.store, config.PUBLIC_ORIGIN, outcome), ...NO_STORE }).end();
  };
}

/** The same-site page the form was sent from (never another site: no open redirect), with the outcome in the query. */
function backTo(req: IncomingMessage, store: string | undefined, publicOrigin: string, outcome: Outcome): string {
  const fallback = store && (STOREFRONT_CODES as readonly string[]).includes(store) ? `/${store}` : '/';
  let path: string | null = null;
  const referer = req.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      const own = new Set([new URL(publicOrigin).origin, `http://${req.headers.host}`, `https://${req.headers.host}`]);
      if (own.has(url.origin)) path = safeReturnPath(`${url.pathname}${url.search}`);
    } catch {
      path = null;
    }
  }
  const target = new URL(path ?? fallback, 'http://shop.invalid');
  target.searchParams.set('newsletter', outcome);
  return `${target.pathname}${target.search}`;
}
