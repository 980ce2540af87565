import type { PaymentOutcome } from '@sockshop/core/payments';
import { z } from 'zod';

// The commerce service answers a payment with the provider's own result (docs/protocols.md "Payments: Adyen").
const RESULT_CODES = ['Authorised', 'Refused', 'RedirectShopper', 'Pending', 'Received', 'Cancelled', 'Error'] as const;

export const PaymentAnswerSchema = z.object({
  resultCode: z.enum(RESULT_CODES),
  pspReference: z.string().optional(),
  action: z.object({ type: z.literal('redirect'), method: z.literal('GET'), url: z.string().url() }).optional(),
});
type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;

const STATUS: Record<Exclude<PaymentAnswer['resultCode'], 'RedirectShopper'>, Exclude<PaymentOutcome['status'], 'redirect'>> = {
  Authorised: 'authorised',
  // Received: the provider has the payment and reports its result later, like Pending.
  Pending: 'pending',
  Received: 'pending',
  Refused: 'refused',
  Cancelled: 'cancelled',
  Error: 'error',
};

/**
 * The provider's result as the shop's outcome. A redirect without a page to go to cannot be followed: an error. The
 * refusal reason stays here (the shopper never reads the provider's reason).
 */
export function toPaymentOutcome(answer: PaymentAnswer): PaymentOutcome {
  const reference = answer.pspReference === undefined ? {} : { pspReference: answer.pspReference };
  if (answer.resultCode === 'RedirectShopper') {
    return answer.action ? { status: 'redirect', redirectUrl: answer.action.url, ...reference } : { status: 'error', ...reference };
  }
  return { status: STATUS[answer.resultCode], ...reference };
}
