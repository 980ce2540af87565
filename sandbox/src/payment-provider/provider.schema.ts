import { z } from 'zod';

/** Adyen Checkout API v71 shapes the sandbox speaks (docs/protocols.md), shared by the provider and its client. */

export const AmountSchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().nonnegative() });
export type Amount = z.infer<typeof AmountSchema>;

const httpUrl = z.url({ protocol: /^https?$/ });

export const PaymentMethodsRequestSchema = z.object({
  merchantAccount: z.string().min(1),
  countryCode: z.string().length(2).optional(),
  shopperLocale: z.string().optional(),
  amount: AmountSchema.optional(),
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
  blockedPaymentMethods: z.array(z.string()).optional(),
});
export type PaymentMethodsRequest = z.infer<typeof PaymentMethodsRequestSchema>;

export const ProviderPaymentMethodSchema = z.object({
  type: z.string(),
  name: z.string(),
  brands: z.array(z.string()).optional(),
  configuration: z.record(z.string(), z.string()).optional(),
});
export const PaymentMethodsResponseSchema = z.object({ paymentMethods: z.array(ProviderPaymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** A card from the provider's own form (`enc_…` tokens) or Adyen's unencrypted `test_…` fields; a wallet is `{ type: 'paypal' }`. */
export const ProviderPaymentMethodInputSchema = z
  .object({
    type: z.string().min(1).max(64),
    encryptedCardNumber: z.string().max(256).optional(),
    encryptedExpiryMonth: z.string().max(256).optional(),
    encryptedExpiryYear: z.string().max(256).optional(),
    encryptedSecurityCode: z.string().max(256).optional(),
    holderName: z.string().max(256).optional(),
  })
  .catchall(z.unknown());

export const PaymentRequestSchema = z.object({
  merchantAccount: z.string().min(1),
  amount: AmountSchema,
  reference: z.string().min(1).max(256),
  returnUrl: httpUrl,
  paymentMethod: ProviderPaymentMethodInputSchema,
  shopperReference: z.string().optional(),
  shopperEmail: z.string().optional(),
  countryCode: z.string().optional(),
  shopperLocale: z.string().optional(),
  channel: z.string().optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

export const PaymentDetailsRequestSchema = z.object({
  details: z.object({ redirectResult: z.string().min(1).max(1024) }),
  paymentData: z.string().optional(),
});
export type PaymentDetailsRequest = z.infer<typeof PaymentDetailsRequestSchema>;

export const PROVIDER_RESULT_CODES = ['Authorised', 'Refused', 'RedirectShopper', 'Pending', 'Received', 'Cancelled', 'Error'] as const;

export const PaymentResponseSchema = z.object({
  resultCode: z.enum(PROVIDER_RESULT_CODES),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  action: z
    .object({
      type: z.literal('redirect'),
      method: z.literal('GET'),
      url: z.string(),
      paymentMethodType: z.string().optional(),
      paymentData: z.string().optional(),
    })
    .optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  amount: AmountSchema.optional(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** /payments/details always names the payment it finished, so the caller can check it is the order's. */
export const PaymentDetailsResponseSchema = PaymentResponseSchema.extend({
  pspReference: z.string(),
  merchantReference: z.string(),
  amount: AmountSchema,
});
export type PaymentDetailsResponse = z.infer<typeof PaymentDetailsResponseSchema>;

export const PaypalUpdateOrderRequestSchema = z.object({
  pspReference: z.string().min(1),
  paymentData: z.string(),
  amount: AmountSchema,
  deliveryMethods: z
    .array(
      z.object({
        reference: z.string(),
        description: z.string(),
        type: z.literal('Shipping'),
        amount: AmountSchema,
        selected: z.boolean(),
      }),
    )
    .optional(),
});
export type PaypalUpdateOrderRequest = z.infer<typeof PaypalUpdateOrderRequestSchema>;

export const PaypalUpdateOrderResponseSchema = z.object({ paymentData: z.string(), status: z.enum(['success', 'error']) });
export type PaypalUpdateOrderResponse = z.infer<typeof PaypalUpdateOrderResponseSchema>;

export const CancelRequestSchema = z.object({ merchantAccount: z.string().min(1), reference: z.string().min(1).max(256) });
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

export const RefundRequestSchema = CancelRequestSchema.extend({ amount: AmountSchema });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** The 201 answer to /payments/{psp}/cancels and /refunds; the outcome follows as a CANCELLATION or REFUND webhook. */
export const ModificationResponseSchema = z.object({
  merchantAccount: z.string(),
  paymentPspReference: z.string(),
  pspReference: z.string(),
  reference: z.string(),
  status: z.literal('received'),
  amount: AmountSchema.optional(),
});
export type ModificationResponse = z.infer<typeof ModificationResponseSchema>;

export const PROVIDER_PAYMENT_STATUSES = ['authorised', 'refused', 'pending', 'awaiting-shopper', 'cancelled', 'refunded'] as const;

/** One payment in the sandbox's status lookup (GET /v71/payments?merchantReference=…), used for reconciliation. */
export const ProviderPaymentStatusSchema = z.object({
  pspReference: z.string(),
  merchantReference: z.string(),
  amount: AmountSchema,
  paymentMethodType: z.string(),
  status: z.enum(PROVIDER_PAYMENT_STATUSES),
});
export type ProviderPaymentStatus = z.infer<typeof ProviderPaymentStatusSchema>;

export const PaymentsOfResponseSchema = z.object({ payments: z.array(ProviderPaymentStatusSchema) });
