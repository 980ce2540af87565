import type { Market } from '@sockshop/core/markets';
import { FALLBACK_PAYMENT_METHODS, type PaymentMethod, paymentMethodsRequest, shownPaymentMethods } from '@sockshop/core/payments';
import { useEffect, useState } from 'react';
import type { CartContextValue } from '../cart/cart-context';

export interface PaymentMethodsState {
  /** null while the list loads. */
  methods: readonly PaymentMethod[] | null;
  /**
   * The list could not be had: the card form is offered alone (docs/decisions.md "Checkout: payment methods, stock
   * check, banner").
   */
  failed: boolean;
}

/**
 * Paymentmethods for the market and the order's amount: the methods the payment step shows. Asked once per
 * order amount; a failure falls back to the card form.
 */
export function usePaymentMethods(
  cart: Pick<CartContextValue, 'services' | 'scope'>,
  market: Pick<Market, 'countryCode' | 'language'>,
  amount: { currency: string; value: number } | null,
): PaymentMethodsState {
  const [state, setState] = useState<PaymentMethodsState>({ methods: null, failed: false });
  const { services, scope } = cart;
  const currency = amount?.currency;
  const value = amount?.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the market or the amount changes, not when the scope object is re-created
  useEffect(() => {
    if (!services || currency === undefined || value === undefined) return;
    let current = true;
    const request = paymentMethodsRequest(market, { currency, value });
    void services.payments.listPaymentMethods(request, scope).then((result) => {
      if (!current) return;
      setState(
        result.isOk()
          ? { methods: shownPaymentMethods(result.value, request.blockedPaymentMethods), failed: false }
          : { methods: FALLBACK_PAYMENT_METHODS, failed: true },
      );
    });
    return () => {
      current = false;
    };
  }, [services, market.countryCode, market.language, currency, value]);
  return state;
}
