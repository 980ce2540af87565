/**
 * Translation keys only the checkout's own screens show (ui/src/checkout, ui/src/routes/checkout): the storefront
 * layout leaves them out of every other page's data and the checkout layout's loader brings them, so a listing does not
 * carry the payment and address messages. `checkout-texts.test.ts` checks that no other file uses one.
 */
export const CHECKOUT_TEXT_KEYS: ReadonlySet<string> = new Set([
  'acceptedCards',
  'agreements',
  'apply',
  'billingAddress',
  'cardDetails',
  'checkAddress',
  'checkoutNeedsJavaScript',
  'checkoutSteps',
  'chooseRegion',
  'chooseShippingMethod',
  'city',
  'confirmationSentTo',
  'contact',
  'continueShopping',
  'continueToAddress',
  'continueToPayment',
  'country',
  'deliveryEstimate',
  'discountApplied',
  'discountCode',
  'discountInvalid',
  'emptyCart',
  'firstName',
  'invalidBillingAddress',
  'invalidContact',
  'invalidShippingAddress',
  'itemsOutOfStock',
  'lastName',
  'newsletterOptIn',
  'optional',
  'or',
  'orderClosed',
  'orderNotFound',
  'orderNumber',
  'orderStatus',
  'paymentAttemptsExceeded',
  'paymentCancelled',
  'paymentFailed',
  'paymentMethod',
  'paymentMethodsUnavailable',
  'paymentPending',
  'paymentRefused',
  'payWithPaypal',
  'postCode',
  'preparingPayment',
  'processingPayment',
  'region',
  'regionCounty',
  'regionEmirate',
  'regionPrefecture',
  'regionState',
  'shippingAddress',
  'shippingCountryNotAllowed',
  'shippingMethod',
  'startNewOrder',
  'street',
  'street2',
  'telephone',
  'thankYou',
  'tooManyRequests',
  'useShippingForBilling',
]);

/** Families of keys only the checkout shows: an order's status and its payment method, by their codes. */
export const CHECKOUT_TEXT_PREFIXES = ['orderStatus.', 'paymentMethod.'] as const;

function isCheckoutText(key: string): boolean {
  return CHECKOUT_TEXT_KEYS.has(key) || CHECKOUT_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The dictionary split into what every page needs and what only the checkout shows. */
export function splitCheckoutTexts(dictionary: Record<string, string>): {
  shared: Record<string, string>;
  checkout: Record<string, string>;
} {
  const shared: Record<string, string> = {};
  const checkout: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (isCheckoutText(key)) checkout[key] = text;
    else shared[key] = text;
  }
  return { shared, checkout };
}
