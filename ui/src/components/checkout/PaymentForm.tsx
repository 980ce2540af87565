import type { PaymentSession } from '@sockshop/core/payments';
import type { PaymentMethodsState } from '../../checkout/use-payment-methods';
import type { Translate } from '../../lib/translate';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/** The methods the shopper may pay with once their list is in; the card form alone when the list could not be had. */
export function PaymentForm({
  paymentMethods,
  attempt,
  session,
  language,
  busy,
  t,
  onPaymentMethod,
  onInvalid,
}: {
  paymentMethods: PaymentMethodsState;
  /** A new attempt mounts a new card form: the provider's form is used up by a final answer. */
  attempt: number;
  session: PaymentSession;
  language: string;
  busy: boolean;
  t: Translate;
  onPaymentMethod: (method: Record<string, string>) => void;
  onInvalid: () => void;
}) {
  if (paymentMethods.methods === null) return <p role="status">{t('loading')}</p>;
  return (
    <>
      {paymentMethods.failed ? (
        <p className="notice" role="status">
          {t('paymentMethodsUnavailable')}
        </p>
      ) : null}
      <PaymentMethodChoice
        key={attempt}
        methods={paymentMethods.methods}
        session={session}
        language={language}
        busy={busy}
        t={t}
        onPaymentMethod={onPaymentMethod}
        onInvalid={onInvalid}
      />
    </>
  );
}
