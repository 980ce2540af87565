import { z } from 'zod';

/**
 * The lengths of a real address form. The service takes what the shop's form takes, so nothing a shopper typed
 * is refused at the order, and no field is long enough to carry a payload.
 */
const LIMITS = { name: 100, street: 200, postalCode: 16, city: 100, region: 100, phone: 32 } as const;

/** An address of an order as the payments protocol sends it (the payment side's field names). */
export const PaymentAddressSchema = z.object({
  givenName: z.string().min(1).max(LIMITS.name),
  familyName: z.string().min(1).max(LIMITS.name),
  streetAddress: z.string().min(1).max(LIMITS.street),
  houseNumberOrName: z.string().max(LIMITS.street),
  postalCode: z.string().max(LIMITS.postalCode),
  city: z.string().min(1).max(LIMITS.city),
  country: z.string().length(2),
  stateOrProvince: z.string().max(LIMITS.region).optional(),
  phone: z.string().max(LIMITS.phone).optional(),
});
export type PaymentAddress = z.infer<typeof PaymentAddressSchema>;
