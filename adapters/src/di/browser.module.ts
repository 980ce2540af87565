import type { CartTokenStore } from '@sockshop/core/ports';
import { ContainerModule } from 'inversify';
import { createHttpCommerce } from '../commerce/commerce.http.js';
import { createHttpPayments } from '../payments/payments.http.js';
import { TOKENS } from './tokens.js';

export interface BrowserAdapterSettings {
  /** The commerce backend as the shopper's browser reaches it. */
  commerceUrl: string;
}

/** The ports the browser needs for cart and checkout (they need JavaScript). */
export function browserAdapters(settings: BrowserAdapterSettings, tokens: CartTokenStore): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.CartTokens).toConstantValue(tokens);
    bind(TOKENS.Commerce)
      .toResolvedValue((store: CartTokenStore) => createHttpCommerce({ baseUrl: settings.commerceUrl, tokens: store }), [TOKENS.CartTokens])
      .inSingletonScope();
    bind(TOKENS.Payments)
      .toResolvedValue((store: CartTokenStore) => createHttpPayments({ baseUrl: settings.commerceUrl, tokens: store }), [TOKENS.CartTokens])
      .inSingletonScope();
  });
}
