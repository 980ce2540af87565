import type { CartScope } from '@sockshop/core/ports';
import { type RunningPaymentProvider, startPaymentProvider } from '@sockshop/sandbox/payment-provider/payment-provider';
import { describePaymentsContract, memoryTokenStore, type PaymentsHarness } from '@sockshop/test-fixtures/contracts/payments.contract';
import { startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { createHttpPayments } from './payments.http.js';

const PROVIDER = { apiKey: 'contract-api-key', merchantAccount: 'SockShopECOM', hmacKey: 'a1'.repeat(32) };

const MARKETS = {
  DE: { scope: { countryCode: 'DE', languageCode: 'de', region: 'NL' }, variant: 'SOCK-001-3638' },
  US: { scope: { countryCode: 'US', languageCode: 'en', region: 'US' }, variant: 'SOCK-001-UP-3638' },
  JP: { scope: { countryCode: 'JP', languageCode: 'en', region: 'NL' }, variant: 'SOCK-001-3638' },
} satisfies Record<string, { scope: CartScope; variant: string }>;

/** The commerce sandbox (SQLite in a temp dir) wired to the sandbox provider, both on 127.0.0.1. */
async function sandboxHarness(): Promise<PaymentsHarness> {
  const provider: RunningPaymentProvider = await startPaymentProvider({
    ...PROVIDER,
    allowedOrigins: ['http://localhost:3000'],
    notifyRetryDelaysMs: [20, 40],
  });
  const commerce = await startTestCommerce({ provider: { url: provider.url, publicUrl: provider.url, ...PROVIDER } });
  provider.setNotifyUrl(`${commerce.url}/notifications/adyen`);

  /** Cart set-up straight over the commerce protocol: create with a product, then pick the first shipping method. */
  async function newCart(market: keyof typeof MARKETS, shipping: boolean): Promise<string> {
    const { scope, variant } = MARKETS[market];
    const created = await fetch(`${commerce.url}/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        store: { countryCode: scope.countryCode, languageCode: scope.languageCode },
        products: [{ id: variant, quantity: 1 }],
      }),
    });
    if (!created.ok) throw new Error(`cart creation answered ${created.status}: ${await created.text()}`);
    const token = ((await created.json()) as { jwtToken: string }).jwtToken;
    if (!shipping) return token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const methods = (await (await fetch(`${commerce.url}/shipments/${scope.countryCode}`, { headers: auth })).json()) as {
      shippingMethods: { id: string }[];
    };
    const updated = await fetch(`${commerce.url}/carts`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ products: [{ id: methods.shippingMethods[0]!.id, quantity: 1 }] }),
    });
    if (!updated.ok) throw new Error(`shipping selection answered ${updated.status}: ${await updated.text()}`);
    return ((await updated.json()) as { jwtToken: string }).jwtToken;
  }

  return {
    async shopper(options = {}) {
      const market = options.market ?? 'DE';
      const tokens = memoryTokenStore();
      const scope = MARKETS[market].scope;
      tokens.write(scope.region, await newCart(market, options.shipping ?? true));
      return { payments: createHttpPayments({ baseUrl: commerce.url, tokens, timeoutMs: 5_000 }), scope, tokens };
    },
    shopperWithoutCart() {
      const tokens = memoryTokenStore();
      return { payments: createHttpPayments({ baseUrl: commerce.url, tokens }), scope: MARKETS.DE.scope, tokens };
    },
    /** Like a shopper's browser: open the provider's page, press a button, read redirectResult off the return URL. */
    async shopperDecides(redirectUrl, authorise) {
      const page = await (await fetch(redirectUrl)).text();
      const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const answer = await fetch(redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, decision: authorise ? 'authorise' : 'refuse' }).toString(),
        redirect: 'manual',
      });
      const redirectResult = new URL(answer.headers.get('location') ?? 'http://invalid/').searchParams.get('redirectResult');
      if (!redirectResult) throw new Error(`The redirect page answered ${answer.status} without a redirectResult`);
      return redirectResult;
    },
    async close() {
      await commerce.close();
      await provider.webhooksIdle();
      await provider.close();
    },
  };
}

describePaymentsContract('http + commerce sandbox + provider sandbox', sandboxHarness);
