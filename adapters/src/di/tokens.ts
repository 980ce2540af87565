import type { ServiceIdentifier } from 'inversify';
import type { CartTokenStore, CatalogPort, CommercePort, ContentPort, Logger, PaymentsPort } from '@sockshop/core/ports';

/** Typed service identifiers; the composition roots bind them, nothing else asks the container. */
export const TOKENS = {
  Logger: Symbol.for('sockshop.Logger') as ServiceIdentifier<Logger>,
  Content: Symbol.for('sockshop.ContentPort') as ServiceIdentifier<ContentPort>,
  Catalog: Symbol.for('sockshop.CatalogPort') as ServiceIdentifier<CatalogPort>,
  Commerce: Symbol.for('sockshop.CommercePort') as ServiceIdentifier<CommercePort>,
  Payments: Symbol.for('sockshop.PaymentsPort') as ServiceIdentifier<PaymentsPort>,
  CartTokens: Symbol.for('sockshop.CartTokenStore') as ServiceIdentifier<CartTokenStore>,
} as const;
