import type { CartScope } from '@sockshop/core/ports';
import { FakePayments } from '../fakes/payments.fake.js';
import { describePaymentsContract, memoryTokenStore, type PaymentsHarness } from './payments.contract.js';

const scopes: Record<'DE' | 'US' | 'JP', CartScope> = {
  DE: { countryCode: 'DE', languageCode: 'de', region: 'NL' },
  US: { countryCode: 'US', languageCode: 'en', region: 'US' },
  JP: { countryCode: 'JP', languageCode: 'en', region: 'NL' },
};
const carts = {
  DE: { currency: 'EUR', storefront: 'de' },
  US: { currency: 'USD', storefront: 'us' },
  JP: { currency: 'JPY', storefront: 'gl' },
};

async function fakeHarness(): Promise<PaymentsHarness> {
  // Each shopper's fake has its own provider host, so a redirect URL names the fake that issued it.
  const fakes = new Map<string, FakePayments>();
  let sequence = 0;
  return {
    async shopper(options = {}) {
      const tokens = memoryTokenStore();
      const host = `provider-${++sequence}.fake.test`;
      const payments = new FakePayments(tokens, `https://${host}`);
      fakes.set(host, payments);
      const market = options.market ?? 'DE';
      const scope = scopes[market];
      const token = `token-${sequence}`;
      tokens.write(scope.region, token);
      payments.seedCart(token, { hasShipping: options.shipping ?? true, ...carts[market] });
      return { payments, scope, tokens };
    },
    shopperWithoutCart() {
      const tokens = memoryTokenStore();
      return { payments: new FakePayments(tokens), scope: scopes.DE, tokens };
    },
    async shopperDecides(redirectUrl, authorise) {
      const fake = fakes.get(new URL(redirectUrl).host);
      if (!fake) throw new Error(`No fake issued ${redirectUrl}`);
      return fake.shopperDecides(redirectUrl, authorise);
    },
    close: async () => {},
  };
}

describePaymentsContract('fake', fakeHarness);
