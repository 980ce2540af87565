/**
 * Translation keys only the checkout's own screens show (ui/src/checkout, ui/src/routes/checkout): the storefront
 * layout leaves them out of every other page's data and the checkout layout's loader brings them, so a listing does not
 * carry the payment and address messages. `checkout-texts.test.ts` checks that no other file uses one.
 */
export const CHECKOUT_TEXT_KEYS: ReadonlySet<string> = new Set([
  'agreements',
  'apply',
  'billingAddress',
  'checkAddress',
  'checkoutNeedsJavaScript',
  'chooseShippingMethod',
  'confirmationSentTo',
  'contact',
  'continueShopping',
  'continueToAddress',
  'continueToPayment',
  'discountApplied',
  'discountCode',
  'discountInvalid',
  'emptyCart',
  'invalidBillingAddress',
  'invalidContact',
  'invalidShippingAddress',
  'itemsOutOfStock',
  'newsletterOptIn',
  'orderClosed',
  'orderNotFound',
  'orderNumber',
  'paymentAttemptsExceeded',
  'paymentCancelled',
  'paymentFailed',
  'paymentMethodsUnavailable',
  'paymentPending',
  'paymentRefused',
  'preparingPayment',
  'processingPayment',
  'shippingCountryNotAllowed',
  'startNewOrder',
  'telephone',
  'thankYou',
  'tooManyRequests',
  'useShippingForBilling',
]);

/** The dictionary split into what every page needs and what only the checkout shows. */
export function splitCheckoutTexts(dictionary: Record<string, string>): {
  shared: Record<string, string>;
  checkout: Record<string, string>;
} {
  const shared: Record<string, string> = {};
  const checkout: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (CHECKOUT_TEXT_KEYS.has(key)) checkout[key] = text;
    else shared[key] = text;
  }
  return { shared, checkout };
}
