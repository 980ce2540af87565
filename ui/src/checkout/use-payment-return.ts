import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCheckoutActor } from './checkout-context';
import { useCheckout } from './use-checkout';

/**
 * Back from a wallet or a card challenge: hands the provider's redirectResult to the checkout once the payment form
 * could take it (the machine submits each result once), and takes it off the address: a reload must not bring a
 * used-up result back. Answers the redirectResult while it is still on the address.
 */
export function usePaymentReturn(): string | null {
  const actor = useCheckoutActor();
  const [params, setParams] = useSearchParams();
  const redirectResult = params.get('redirectResult');
  const canTake = useCheckout((s) => s.matches({ payment: { ready: 'idle' } }) && s.context.order !== null);
  useEffect(() => {
    if (!redirectResult || !canTake) return;
    actor.send({ type: 'payment.returned', redirectResult });
    setParams({}, { replace: true });
  }, [redirectResult, canTake, actor, setParams]);
  return redirectResult;
}
