import type { Context, Hono, MiddlewareHandler } from 'hono';
import { HttpError, limitBody, readJson } from '../http/json-api.js';
import { CARD_PROBLEMS, formLanguage } from './card-form.i18n.js';
import { cardFormPage, formatAmount } from './card-form.page.js';
import { type CardVault, validateCardInput } from './card-vault.js';
import { answerHtml, answerProblemPage, parseHttpOrigin } from './page-security.js';
import type { PaymentFlow, ShopperDecision } from './payment-flow.js';
import { redirectPage } from './redirect.page.js';

const FORM_LIMIT = 4 * 1024;

/** 415 unless the body is of `type`; checked before the body is read. */
const requireType =
  (type: string, expected: string): MiddlewareHandler =>
  async (c, next) => {
    if (!(c.req.header('content-type') ?? '').startsWith(type)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Expected ${expected}`);
    await next();
  };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const DECISIONS: readonly string[] = ['authorise', 'refuse', 'cancel'] satisfies ShopperDecision[];

/** The shopper-facing pages on the provider's own origin: the framed card form and the redirect page. */
export function addCheckoutPages(app: Hono, deps: { vault: CardVault; flow: PaymentFlow; allowedOrigins: ReadonlySet<string> }): void {
  const query = (c: Context, name: string) => c.req.query(name) ?? null;
  app.get('/checkout/card', (c) => {
    // Only the shop may frame the form (CSP frame-ancestors) and receive its messages.
    const origin = parseHttpOrigin(query(c, 'origin'));
    if (!origin || !deps.allowedOrigins.has(origin)) {
      return answerProblemPage(c, 400, 'The origin parameter must be the origin of a shop this provider serves.');
    }
    const language = formLanguage(query(c, 'lang'));
    const amountLabel = formatAmount(query(c, 'amount'), query(c, 'currency'), language);
    const page = cardFormPage({ origin, language, ...(amountLabel ? { amountLabel } : {}) });
    return answerHtml(c, 200, page.html, page.csp);
  });

  // JSON only: a cross-site form cannot send it without a CORS preflight, which this origin never grants.
  app.post('/checkout/card/tokens', requireType('application/json', 'JSON'), limitBody(FORM_LIMIT), async (c) => {
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    const checked = validateCardInput({
      number: text(body?.number),
      expiry: text(body?.expiry),
      cvc: text(body?.cvc),
      holderName: text(body?.holderName),
    });
    if (!checked.ok) {
      const message = CARD_PROBLEMS[formLanguage(text(body?.lang))][checked.problem];
      return c.json({ error: { code: 'INVALID_CARD', message, field: checked.field } }, 400);
    }
    return c.json({ tokens: deps.vault.tokenize(checked.card), holderName: checked.card.holderName }, 201, { 'cache-control': 'no-store' });
  });

  app.get('/checkout/redirect/:psp', (c) => {
    const record = deps.flow.find(c.req.param('psp'));
    if (!record) return answerProblemPage(c, 404, 'This payment is unknown or has expired.');
    const page = redirectPage(record);
    return answerHtml(c, 200, page.html, page.csp);
  });

  app.post('/checkout/redirect/:psp', requireType('application/x-www-form-urlencoded', 'a form'), limitBody(FORM_LIMIT), async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const decision = form.get('decision') ?? '';
    const back = DECISIONS.includes(decision)
      ? deps.flow.shopperDecides(c.req.param('psp'), form.get('token') ?? '', decision as ShopperDecision)
      : undefined;
    if (!back) return answerProblemPage(c, 400, 'This payment page is out of date. Please return to the shop and try again.');
    return c.body(null, 303, { location: back, 'cache-control': 'no-store' });
  });
}
