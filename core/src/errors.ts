/** One closed list of error codes; every map over it is a Record so a new code breaks the build until handled. */
export const ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'CART_RESET',
  'OUT_OF_STOCK',
  'MISSING_PRODUCTS',
  'QUANTITY_LIMIT',
  'MISSING_SHIPPING_OPTION',
  'TAX_ADDRESS',
  'PAYMENT_REFUSED',
  'PAYMENT_ATTEMPTS_EXCEEDED',
  'ORDER_CLOSED',
  'SHIPPING_COUNTRY',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_CONTRACT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface DomainError<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly message: string;
  readonly cause?: unknown;
}

export function domainError<C extends ErrorCode>(code: C, message: string, cause?: unknown): DomainError<C> {
  return cause === undefined ? { code, message } : { code, message, cause };
}

/** The messages, word for word. */
export const MESSAGES = {
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
  productNotFound: (sku: string) => `Product not found: ${sku}`,
  invalidProduct: 'Invalid product received',
  missingVariants: 'Missing variants for product',
  storyNotFound: 'Story not found',
  invalidEnvironment: 'Invalid environment passed',
  cartTokenMissing: 'Cart token is missing',
  missingProductInStock: 'Missing product in stock response',
  noShippingMethods: 'No shipping methods found. Please configure them in admin',
  noRecommendations: 'No recommendations found',
  noSku: 'No sku provided',
  pdpFetchFailed: 'Failed to fetch product for PDP',
  translationsUnavailable: 'Unable to fetch translations',
  noSharedContent: 'No shared content, stories',
  noCategories: 'No categories',
  missingCountryCode: 'Missing country code',
  invalidCountryCode: 'Invalid country code passed',
  invalidShippingAddress: 'Invalid or incomplete shipping address',
  invalidBillingAddress: 'Invalid or incomplete billing address',
  invalidContact: 'Invalid or incomplete contact object',
  noSessionOrOrder: 'Could not find a session or order',
  missingDiscountCode: 'A discount-code response without a discount code is an error',
  missingEbRecord: 'Missing record for ebRecoIds',
  widgetNotFoundForUpsell: 'Widget not found for segmented upsell',
  /** 'Error while normalizing richtext, header navbar, submenu, speech bubble' is one message per part. */
  normalizingRichText: 'Error while normalizing richtext',
  normalizingNavbar: 'Error while normalizing header navbar',
  normalizingSubmenu: 'Error while normalizing submenu',
  normalizingSpeechBubble: 'Error while normalizing speech bubble',
  /** Tenant and the PDP, PLP, sitemap, random, bestsellers, landing page and basket widgets, per storefront. */
  tenantNotFound: (storefront: string) => `Tenant not found for storefront ${storefront}`,
  widgetNotFound: (widget: string, storefront: string) => `${widget} widget not found for storefront ${storefront}`,
  cartTokenReset: 'Cart token reset',
  /** The sort parameter must be attribute:order with order asc or desc. */
  invalidSort: 'Invalid sort parameter',
  invalidCart: 'Invalid cart received',
} as const;
