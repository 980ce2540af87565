import type { PaymentAddress } from '@sockshop/core/checkout';
import type { Market } from '@sockshop/core/markets';
import type { Order } from '@sockshop/core/payments';
import type { Translate } from '../../lib/translate';

/** The address lines as a letter carries them: the US puts the state after the city; elsewhere the postcode leads. */
function addressLines(address: PaymentAddress, market: Market): string[] {
  const street = [address.streetAddress, address.houseNumberOrName].filter(Boolean).join(' ');
  const region = market.regions.find((entry) => entry.code === address.stateOrProvince)?.name ?? address.stateOrProvince ?? '';
  const place =
    address.country === 'US'
      ? `${address.city}, ${address.stateOrProvince ?? ''} ${address.postalCode}`.replace(/\s+/g, ' ').trim()
      : [address.postalCode, address.city, region].filter(Boolean).join(' ');
  const country = address.country === market.countryCode ? market.name.local : address.country;
  return [`${address.givenName} ${address.familyName}`, street, place, country];
}

/** The method's translated name; a type without a translation (a method added at the provider) reads as itself. */
function methodName(type: string, t: Translate): string {
  const key = `paymentMethod.${type}`;
  const name = t(key);
  return name === key ? type : name;
}

/**
 * Success page, where the order goes, how it travels and when it arrives, how it was paid and
 * where it stands. `paymentMethod` is the order's own, else the one chosen on the payment step (a payment confirmed by
 * the provider's notification arrives without it).
 */
export function OrderDetails({
  order,
  paymentMethod,
  market,
  t,
}: {
  order: Pick<Order, 'status' | 'address' | 'shippingMethod'>;
  paymentMethod: string | null;
  market: Market;
  t: Translate;
}) {
  return (
    <dl className="order-details">
      <div>
        <dt>{t('orderStatus')}</dt>
        <dd data-testid="order-status" data-status={order.status}>
          {t(`orderStatus.${order.status}`)}
        </dd>
      </div>
      <div>
        <dt>{t('shippingAddress')}</dt>
        <dd data-testid="order-address">
          <address>
            {addressLines(order.address.shipping, market).map((line) => (
              <span key={line} className="order-details__line">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      <div>
        <dt>{t('shippingMethod')}</dt>
        <dd data-testid="order-shipping">{order.shippingMethod.name}</dd>
      </div>
      {order.shippingMethod.estimatedDeliveryTime ? (
        <div>
          <dt>{t('deliveryEstimate')}</dt>
          <dd data-testid="order-delivery">{order.shippingMethod.estimatedDeliveryTime}</dd>
        </div>
      ) : null}
      {paymentMethod ? (
        <div>
          <dt>{t('paymentMethod')}</dt>
          <dd data-testid="order-payment">{methodName(paymentMethod, t)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
