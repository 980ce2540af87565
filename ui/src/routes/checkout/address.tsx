import { addShippingInfoEvent } from '@sockshop/core/analytics';
import type { Address, CheckoutInfo } from '@sockshop/core/checkout';
import { ADDRESS_LIMITS, isPostCodeRequired } from '@sockshop/core/checkout';
import { type DomainError, MESSAGES } from '@sockshop/core/errors';
import { type FormEvent, useId, useState } from 'react';
import { pushEvent } from '../../analytics/data-layer';
import { useCart } from '../../cart/cart-context';
import { useCheckoutActor } from '../../checkout/checkout-context';
import { paymentErrorKey } from '../../checkout/payment-messages';
import { useCheckout, viewOf } from '../../checkout/use-checkout';
import { AddressFields } from '../../components/checkout/AddressFields';
import { useStorefrontData } from '../../lib/layout-data';
import type { Translate } from '../../lib/translate';

const emptyAddress = (country: string): Address => ({
  city: '',
  firstName: '',
  lastName: '',
  postCode: '',
  country,
  street0: '',
  street1: '',
  region: '',
});

/** Address checks, read in the shop's language; the English texts keep the spec's words. */
const ADDRESS_CHECK_KEYS: Readonly<Record<string, string>> = {
  [MESSAGES.invalidShippingAddress]: 'invalidShippingAddress',
  [MESSAGES.invalidBillingAddress]: 'invalidBillingAddress',
  [MESSAGES.invalidContact]: 'invalidContact',
};

/**
 * The errors this step explains: address checks (translated) and the tax service's message (fields renamed)
 * word for word, a country the market does not ship to as a translated message. A payment error the shopper
 * left the payment step with stays there; no other backend message reaches the shopper.
 */
function addressErrorText(error: DomainError | null, t: Translate): string | null {
  if (!error) return null;
  if (error.code === 'SHIPPING_COUNTRY') return t(paymentErrorKey(error.code));
  if (error.code === 'TAX_ADDRESS') return error.message;
  const key = ADDRESS_CHECK_KEYS[error.message];
  return key === undefined ? null : t(key);
}

/** Checkout information; the machine accepts it only when complete. */
export default function CheckoutAddress() {
  const { market, t } = useStorefrontData();
  const actor = useCheckoutActor();
  const saved = useCheckout((snapshot) => snapshot.context.info);
  const error = useCheckout((snapshot) => snapshot.context.error);
  const id = useId();
  const { cart } = useCart();
  const [useShippingForBilling, setUseShippingForBilling] = useState(saved?.useShippingForBilling ?? true);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const addressOf = (prefix: string): Address => ({
      firstName: text(`${prefix}.firstName`),
      lastName: text(`${prefix}.lastName`),
      street0: text(`${prefix}.street0`),
      street1: text(`${prefix}.street1`),
      postCode: text(`${prefix}.postCode`),
      city: text(`${prefix}.city`),
      region: text(`${prefix}.region`),
      country: market.countryCode,
    });
    const shipping = addressOf('shipping');
    const info: CheckoutInfo = {
      address: { shipping, billing: useShippingForBilling ? shipping : addressOf('billing') },
      useShippingForBilling,
      contact: {
        email: text('email'),
        telephone: text('telephone'),
        agreements: form.get('agreements') === 'on',
        newsletterSubscription: form.get('newsletter') === 'on',
      },
    };
    actor.send({ type: 'address.submitted', info });
    // add_shipping_info: the shipping method of the cart is confirmed with the accepted address.
    if (viewOf(actor.getSnapshot()) === 'payment' && cart?.shippingMethod) {
      pushEvent(addShippingInfoEvent(cart, cart.shippingMethod.id));
    }
  };

  const errorText = addressErrorText(error, t);
  const postCodeRequired = isPostCodeRequired(market.countryCode);
  return (
    <form className="checkout-address" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h1 id={`${id}-title`} className="page__title">
        {t('address')}
      </h1>
      {errorText ? (
        <p className="notice notice--error" role="alert">
          {errorText}
        </p>
      ) : null}
      <fieldset className="form-section">
        <legend>{t('contact')}</legend>
        <label className="field">
          <span>{t('email')}</span>
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={ADDRESS_LIMITS.email}
            defaultValue={saved?.contact.email ?? ''}
          />
        </label>
        <label className="field">
          <span>{t('telephone')}</span>
          <input
            className="input"
            type="tel"
            name="telephone"
            autoComplete="tel"
            required
            maxLength={ADDRESS_LIMITS.telephone}
            defaultValue={saved?.contact.telephone ?? ''}
          />
        </label>
      </fieldset>
      <AddressFields
        prefix="shipping"
        legend={t('shippingAddress')}
        address={saved?.address.shipping ?? emptyAddress(market.countryCode)}
        market={market}
        postCodeRequired={postCodeRequired}
        t={t}
      />
      <label className="field field--checkbox">
        <input type="checkbox" checked={useShippingForBilling} onChange={(event) => setUseShippingForBilling(event.target.checked)} />
        <span>{t('useShippingForBilling')}</span>
      </label>
      {useShippingForBilling ? null : (
        <AddressFields
          prefix="billing"
          legend={t('billingAddress')}
          address={saved?.address.billing ?? emptyAddress(market.countryCode)}
          market={market}
          postCodeRequired={postCodeRequired}
          t={t}
        />
      )}
      <label className="field field--checkbox">
        <input type="checkbox" name="agreements" required defaultChecked={saved?.contact.agreements ?? false} />
        <span>{t('agreements')}</span>
      </label>
      <label className="field field--checkbox">
        <input type="checkbox" name="newsletter" defaultChecked={saved?.contact.newsletterSubscription ?? false} />
        <span>{t('newsletterOptIn')}</span>
      </label>
      <div className="checkout__actions">
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'goto', view: 'cart' })}>
          {t('back')}
        </button>
        <button type="submit" className="button button--primary">
          {t('continueToPayment')}
        </button>
      </div>
    </form>
  );
}
