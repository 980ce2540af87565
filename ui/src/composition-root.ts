import { browserAdapters } from '@sockshop/adapters/di/browser.module';
import { TOKENS } from '@sockshop/adapters/di/tokens';
import { isTokenFresh } from '@sockshop/core/cart';
import { Container } from 'inversify';
import { createLocalTokenStore } from './cart/local-token-store';
import type { PublicConfig } from './services';

export interface BrowserServices {
  commerce: import('@sockshop/core/ports').CommercePort;
  payments: import('@sockshop/core/ports').PaymentsPort;
  tokens: import('@sockshop/core/ports').CartTokenStore;
}

/** The browser's one composition root: cart and checkout adapters bound to ports, resolved once. */
export function createBrowserServices(config: PublicConfig): BrowserServices {
  const container = new Container();
  container.loadSync(browserAdapters({ commerceUrl: config.commerceUrl }, createLocalTokenStore(isTokenFresh)));
  return {
    commerce: container.get(TOKENS.Commerce),
    payments: container.get(TOKENS.Payments),
    tokens: container.get(TOKENS.CartTokens),
  };
}
