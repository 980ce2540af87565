import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPaymentProvider } from './payment-provider.js';
import { TEST_CARDS } from './test-cards.js';
import { api, paymentRequest, SHOP_ORIGIN, startTestProvider } from './testing/provider.harness.js';

const SHOP = SHOP_ORIGIN;

describe('payment provider sandbox: the framed card form, without a browser', () => {
  let provider: RunningPaymentProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  const getForm = (query: string) => fetch(`${provider.url}/checkout/card?${query}`);

  it('serves an accessible form: a label for every card field, autocomplete hints and an alert region', async () => {
    const response = await getForm(`origin=${encodeURIComponent(SHOP)}&amount=2495&currency=EUR`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    for (const [id, label, autocomplete] of [
      ['number', 'Card number', 'cc-number'],
      ['expiry', 'Expiry date (MM/YY)', 'cc-exp'],
      ['cvc', 'Security code (CVC)', 'cc-csc'],
      ['holderName', 'Name on card', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).toContain('role="alert"');
    expect(html).toContain('<button type="submit">Pay €24.95</button>');
  });

  it('speaks the shop language it is given', async () => {
    const html = await (await getForm(`origin=${encodeURIComponent(SHOP)}&lang=de&amount=1000&currency=EUR`)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<label for="number">Kartennummer</label>');
  });

  it('has the labels of all four shop languages, and English for any other', async () => {
    const numberLabel = { en: 'Card number', de: 'Kartennummer', fr: 'Numéro de carte', nl: 'Kaartnummer' };
    for (const [lang, label] of Object.entries(numberLabel)) {
      const html = await (await getForm(`origin=${encodeURIComponent(SHOP)}&lang=${lang}`)).text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<label for="number">${label}</label>`);
    }
    expect(await (await getForm(`origin=${encodeURIComponent(SHOP)}&lang=xx`)).text()).toContain('<html lang="en">');
  });

  it('sends a strict CSP: nonce-only script and style, connect to itself, framed only by the origin param', async () => {
    const response = await getForm(`origin=${encodeURIComponent(SHOP)}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`frame-ancestors ${SHOP}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
    const second = (await getForm(`origin=${encodeURIComponent(SHOP)}`)).headers.get('content-security-policy');
    expect(second).not.toBe(csp);
  });

  it('posts messages to the origin only, and card data only to its own token endpoint', async () => {
    const html = await (await getForm(`origin=${encodeURIComponent(SHOP)}`)).text();
    const script = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).toContain(`const origin = "${SHOP}";`);
    expect(script).toContain('const lang = "en";');
    // The inline script at least parses (the page is not run in a browser here).
    expect(() => new Function(script)).not.toThrow();
    const targets = [...script.matchAll(/postMessage\(([^)]*)\)/g)].map((m) => m[1]);
    expect(targets).toEqual(['message, origin']);
    expect(script).not.toContain("'*'");
    expect([...script.matchAll(/fetch\('([^']+)'/g)].map((m) => m[1])).toEqual(['/checkout/card/tokens']);
    expect(script).toContain("type: 'sandboxpay:ready'");
    expect(script).toContain("type: 'sandboxpay:paymentMethod'");
    expect(script).toContain("type: 'sandboxpay:invalid'");
    expect(script).toContain('event.origin === origin');
  });

  it('refuses an origin that is not exactly an http(s) origin', async () => {
    for (const origin of [
      '',
      'javascript:alert(1)',
      'http://shop.test/path',
      'ftp://shop.test',
      "http://a.test 'unsafe-inline'",
      'http://u:p@a.test',
    ]) {
      const response = await getForm(`origin=${encodeURIComponent(origin)}`);
      expect(response.status, origin).toBe(400);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("refuses to serve the form to an origin that is not one of the shop's", async () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:3000', 'https://localhost:3000', 'http://localhost:3001']) {
      const response = await getForm(`origin=${encodeURIComponent(origin)}`);
      expect(response.status, origin).toBe(400);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await response.text()).not.toContain(origin);
    }
  });

  it('with several shop origins, frame-ancestors names exactly the one that asked, and so does postMessage', async () => {
    const other = 'http://127.0.0.1:3000';
    const twoShops = await startTestProvider({ allowedOrigins: [SHOP, other] });
    try {
      for (const origin of [SHOP, other]) {
        const response = await fetch(`${twoShops.url}/checkout/card?origin=${encodeURIComponent(origin)}`);
        expect(response.status).toBe(200);
        const csp = response.headers.get('content-security-policy') ?? '';
        const ancestors = csp
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d.startsWith('frame-ancestors'));
        expect(ancestors).toEqual([`frame-ancestors ${origin}`]);
        expect(await response.text()).toContain(`const origin = ${JSON.stringify(origin)};`);
      }
    } finally {
      await twoShops.close();
    }
  });

  it('tokenises a valid card; the tokens pay, the card number never comes back', async () => {
    const card = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holderName: 'Jo Tester' };
    const response = await fetch(`${provider.url}/checkout/card/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { tokens: Record<string, string>; holderName: string };
    expect(JSON.stringify(body)).not.toContain(TEST_CARDS.authorised.number);
    for (const token of Object.values(body.tokens)) expect(token).toMatch(/^enc_/);
    const paid = await api(provider, '/v71/payments', paymentRequest({ type: 'scheme', ...body.tokens, holderName: body.holderName }));
    expect(paid.body.resultCode).toBe('Authorised');
  });

  it('answers a bad card with a message and the field to fix', async () => {
    const post = (card: Record<string, string>, type = 'application/json') =>
      fetch(`${provider.url}/checkout/card/tokens`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(card) });
    const good = { number: '4111111145551142', expiry: '03/30', cvc: '737', holderName: 'Jo' };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, number: '4111111145551143' }, 'number'],
      [{ ...good, expiry: '13/30' }, 'expiry'],
      [{ ...good, expiry: '01/20' }, 'expiry'],
      [{ ...good, cvc: '7' }, 'cvc'],
      [{ ...good, holderName: ' ' }, 'holderName'],
    ];
    for (const [card, field] of cases) {
      const response = await post(card);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_CARD', field } });
    }
    expect((await post(good, 'text/plain')).status).toBe(415);
    const german = await post({ ...good, cvc: '1', lang: 'de' });
    expect(await german.json()).toMatchObject({ error: { message: 'Bitte die 3- oder 4-stellige Prüfnummer eingeben', field: 'cvc' } });
  });
});
