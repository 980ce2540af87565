import { escapeHtml, newNonce } from './page-security.js';
import type { PaymentRecord } from './payment-store.js';

function amountText(record: PaymentRecord): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: record.amount.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(record.amount.value / 10 ** digits);
  } catch {
    return `${record.amount.value} ${record.amount.currency}`;
  }
}

/**
 * The challenge (3-D Secure style) and wallet approval page of the sandbox: the shopper authorises or refuses,
 * and the POST answer sends them back to the shop's returnUrl with `redirectResult`. A wallet also offers Cancel
 * (the shopper goes back without paying: details answer 'Cancelled'). The page has no translations yet.
 */
export function redirectPage(record: PaymentRecord): { html: string; csp: string } {
  const nonce = newNonce();
  const wallet = record.methodType === 'paypal';
  const title = wallet ? 'Approve your PayPal payment (sandbox)' : 'Confirm your card payment (sandbox)';
  const returnOrigin = new URL(record.returnUrl).origin;
  // form-action covers the redirect that follows the POST (browsers check it on redirects too).
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self' ${returnOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;display:flex;justify-content:center;color:#111}
main{max-width:32rem;padding:24px}
.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;padding:12px;border-radius:4px;font:inherit;font-weight:600;border:2px solid #111}
button[value="authorise"]{background:#111;color:#fff}
button[value="refuse"],button[value="cancel"]{background:#fff;color:#111}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>This is the sandbox payment provider. Choose what the ${wallet ? 'wallet' : 'card issuer'} answers.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amountText(record))}</dd>
<dt>Order reference</dt><dd>${escapeHtml(record.merchantReference)}</dd>
</dl>
<form method="post" action="/checkout/redirect/${escapeHtml(record.pspReference)}">
<input type="hidden" name="token" value="${escapeHtml(record.formToken)}">
<div class="actions">
<button type="submit" name="decision" value="authorise">Authorise</button>
<button type="submit" name="decision" value="refuse">Refuse</button>
${wallet ? '<button type="submit" name="decision" value="cancel">Cancel</button>\n' : ''}</div>
</form>
</main>
</body>
</html>
`;
  return { html, csp };
}
