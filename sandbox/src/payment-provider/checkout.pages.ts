import type { IncomingMessage } from 'node:http';
import { HttpError, type Router, readJson, sendJson } from '../http/http-kit.js';
import { CARD_PROBLEMS, formLanguage } from './card-form.i18n.js';
import { cardFormPage, formatAmount } from './card-form.page.js';
import { type CardVault, validateCardInput } from './card-vault.js';
import { parseHttpOrigin, sendHtml, sendProblemPage } from './page-security.js';
import type { PaymentFlow, ShopperDecision } from './payment-flow.js';
import { redirectPage } from './redirect.page.js';

const FORM_LIMIT = 4 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a form');
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${FORM_LIMIT} bytes`);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const DECISIONS: readonly string[] = ['authorise', 'refuse', 'cancel'] satisfies ShopperDecision[];

/** The shopper-facing pages on the provider's own origin: the framed card form and the redirect page (DECISIONS 12). */
export function addCheckoutPages(router: Router, deps: { vault: CardVault; flow: PaymentFlow; allowedOrigins: ReadonlySet<string> }): void {
  router.get('/checkout/card', ({ res, url }) => {
    // issue 10: only the shop may frame the form (CSP frame-ancestors) and receive its messages.
    const origin = parseHttpOrigin(url.searchParams.get('origin'));
    if (!origin || !deps.allowedOrigins.has(origin)) {
      return sendProblemPage(res, 400, 'The origin parameter must be the origin of a shop this provider serves.');
    }
    const language = formLanguage(url.searchParams.get('lang'));
    const amountLabel = formatAmount(url.searchParams.get('amount'), url.searchParams.get('currency'), language);
    const page = cardFormPage({ origin, language, ...(amountLabel ? { amountLabel } : {}) });
    sendHtml(res, 200, page.html, page.csp);
  });

  router.post('/checkout/card/tokens', async ({ req, res }) => {
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this origin never grants.
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected JSON');
    }
    const body = (await readJson(req, FORM_LIMIT)) as Record<string, unknown> | undefined;
    const checked = validateCardInput({
      number: text(body?.number),
      expiry: text(body?.expiry),
      cvc: text(body?.cvc),
      holderName: text(body?.holderName),
    });
    if (!checked.ok) {
      const message = CARD_PROBLEMS[formLanguage(text(body?.lang))][checked.problem];
      return sendJson(res, 400, { error: { code: 'INVALID_CARD', message, field: checked.field } });
    }
    sendJson(res, 201, { tokens: deps.vault.tokenize(checked.card), holderName: checked.card.holderName }, { 'cache-control': 'no-store' });
  });

  router.get('/checkout/redirect/:psp', ({ res, params }) => {
    const record = deps.flow.find(params.psp ?? '');
    if (!record) return sendProblemPage(res, 404, 'This payment is unknown or has expired.');
    const page = redirectPage(record);
    sendHtml(res, 200, page.html, page.csp);
  });

  router.post('/checkout/redirect/:psp', async ({ req, res, params }) => {
    const form = await readForm(req);
    const decision = form.get('decision') ?? '';
    const back = DECISIONS.includes(decision)
      ? deps.flow.shopperDecides(params.psp ?? '', form.get('token') ?? '', decision as ShopperDecision)
      : undefined;
    if (!back) return sendProblemPage(res, 400, 'This payment page is out of date. Please return to the shop and try again.');
    res.writeHead(303, { location: back, 'cache-control': 'no-store' });
    res.end();
  });
}
