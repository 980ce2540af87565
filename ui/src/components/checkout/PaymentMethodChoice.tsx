import type { PaymentMethod } from '@sockshop/core/payments';
import type { Translate } from '../../lib/translate';
import { CardFrame } from './CardFrame';

// Brand names are the brands' own, the same in every language.
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
};

/** The methods the paymentmethods call answered for the market, the card form first. */
export function PaymentMethodChoice({
  methods,
  session,
  language,
  busy,
  t,
  onPaymentMethod,
  onInvalid,
}: {
  methods: readonly PaymentMethod[];
  session: { clientUrl: string; amount: { currency: string; value: number } };
  language: string;
  busy: boolean;
  t: Translate;
  onPaymentMethod: (method: Record<string, string>) => void;
  onInvalid: (message: string) => void;
}) {
  const card = methods.find((method) => method.type === 'scheme');
  const paypal = methods.some((method) => method.type === 'paypal');
  const brands = (card?.brands ?? []).map((brand) => BRAND_NAMES[brand] ?? brand);
  return (
    <div className="checkout-payment__methods" data-testid="payment-methods" data-methods={methods.map((m) => m.type).join(' ')}>
      {card ? (
        <>
          {brands.length > 0 ? (
            <p className="checkout-payment__brands" data-testid="card-brands">
              {t('acceptedCards')}: {brands.join(', ')}
            </p>
          ) : null}
          <CardFrame
            clientUrl={session.clientUrl}
            amount={session.amount}
            language={language}
            title={t('cardDetails')}
            onPaymentMethod={onPaymentMethod}
            onInvalid={onInvalid}
          />
        </>
      ) : null}
      {card && paypal ? <p className="checkout-payment__or">{t('or')}</p> : null}
      {paypal ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => onPaymentMethod({ type: 'paypal' })}>
          {t('payWithPaypal')}
        </button>
      ) : null}
    </div>
  );
}
