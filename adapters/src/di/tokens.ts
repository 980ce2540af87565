import type {
  CartTokenStore,
  CatalogPort,
  CommercePort,
  ContentPort,
  ExchangeRatesPort,
  Logger,
  NewsletterPort,
  PaymentsPort,
} from '@sockshop/core/ports';
import type { ServiceIdentifier } from 'inversify';

/** Typed service identifiers; the composition roots bind them, nothing else asks the container. */
export const TOKENS = {
  Logger: Symbol.for('sockshop.Logger') as ServiceIdentifier<Logger>,
  Content: Symbol.for('sockshop.ContentPort') as ServiceIdentifier<ContentPort>,
  Catalog: Symbol.for('sockshop.CatalogPort') as ServiceIdentifier<CatalogPort>,
  Commerce: Symbol.for('sockshop.CommercePort') as ServiceIdentifier<CommercePort>,
  Payments: Symbol.for('sockshop.PaymentsPort') as ServiceIdentifier<PaymentsPort>,
  CartTokens: Symbol.for('sockshop.CartTokenStore') as ServiceIdentifier<CartTokenStore>,
  Newsletter: Symbol.for('sockshop.NewsletterPort') as ServiceIdentifier<NewsletterPort>,
  ExchangeRates: Symbol.for('sockshop.ExchangeRatesPort') as ServiceIdentifier<ExchangeRatesPort>,
} as const;
