import { CARD_PROBLEMS, type FormLanguage, LABELS } from './card-form.i18n.js';
import { escapeHtml, newNonce, scriptJson } from './page-security.js';

/** Formats minor units for the Pay button; undefined when amount or currency are absent or malformed. */
export function formatAmount(amount: string | null, currency: string | null, language: FormLanguage): string | undefined {
  if (!amount || !/^\d{1,12}$/.test(amount) || !currency || !/^[A-Z]{3}$/.test(currency)) return undefined;
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(Number(amount) / 10 ** digits);
  } catch {
    return undefined;
  }
}

/**
 * The card form lives on the provider's origin, framed by the shop. Card data goes only to
 * /checkout/card/tokens on this origin; the parent (exactly `origin`) receives opaque tokens by postMessage.
 */
export function cardFormPage(input: { origin: string; language: FormLanguage; amountLabel?: string }): { html: string; csp: string } {
  const nonce = newNonce();
  const t = LABELS[input.language];
  const payLabel = input.amountLabel ? `${t.pay} ${input.amountLabel}` : t.pay;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${input.origin}`,
  ].join('; ');
  const html = `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:8px;color:#111}
label{display:block;margin:12px 0 4px;font-weight:600}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #666;border-radius:4px;font:inherit}
input[aria-invalid="true"]{border-color:#b00020}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:4px;background:#111;color:#fff;font:inherit;font-weight:600}
button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
#card-error{color:#b00020;min-height:1.4em;margin:8px 0 0}
</style>
</head>
<body>
<main>
<form id="card-form" novalidate aria-labelledby="card-title">
<h1 id="card-title">${escapeHtml(t.title)}</h1>
<label for="number">${escapeHtml(t.number)}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-error">
<div class="row">
<div><label for="expiry">${escapeHtml(t.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required aria-describedby="card-error"></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required aria-describedby="card-error"></div>
</div>
<label for="holderName">${escapeHtml(t.holder)}</label>
<input id="holderName" name="holderName" autocomplete="cc-name" required aria-describedby="card-error">
<p id="card-error" role="alert"></p>
<button type="submit">${escapeHtml(payLabel)}</button>
</form>
</main>
<script nonce="${nonce}">
(() => {
  const origin = ${scriptJson(input.origin)};
  const lang = ${scriptJson(input.language)};
  const form = document.getElementById('card-form');
  const errorBox = document.getElementById('card-error');
  const send = (message) => window.parent.postMessage(message, origin);
  let busy = false;
  const fail = (message, field) => {
    errorBox.textContent = message;
    for (const input of form.querySelectorAll('input')) input.setAttribute('aria-invalid', String(input.name === field));
    if (field) form.elements.namedItem(field)?.focus();
    send({ type: 'sandboxpay:invalid', message });
  };
  async function submit() {
    if (busy) return;
    busy = true;
    errorBox.textContent = '';
    const data = new FormData(form);
    const card = { number: data.get('number'), expiry: data.get('expiry'), cvc: data.get('cvc'), holderName: data.get('holderName'), lang };
    try {
      const response = await fetch('/checkout/card/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
      const body = await response.json();
      if (!response.ok) return fail(body.error?.message ?? 'Card not accepted', body.error?.field);
      for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid');
      send({ type: 'sandboxpay:paymentMethod', paymentMethod: { type: 'scheme', ...body.tokens, holderName: body.holderName } });
    } catch {
      fail(${scriptJson(CARD_PROBLEMS[input.language].unreachable)});
    } finally {
      busy = false;
    }
  }
  form.addEventListener('submit', (event) => { event.preventDefault(); submit(); });
  // The shop may drive the form from its own Pay button.
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.source === window.parent && event.data && event.data.type === 'sandboxpay:submit') submit();
  });
  send({ type: 'sandboxpay:ready' });
})();
</script>
</body>
</html>
`;
  return { html, csp };
}
