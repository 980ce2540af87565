import { z } from 'zod';

// spec §3: Checkout information. Completeness rules live in the checkout module (spec §5).
export const AddressSchema = z.object({
  city: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  postCode: z.string(),
  country: z.string(),
  street0: z.string(),
  street1: z.string(),
  region: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ContactSchema = z.object({
  email: z.string(),
  telephone: z.string(),
  agreements: z.boolean(),
  newsletterSubscription: z.boolean(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const CheckoutInfoSchema = z.object({
  address: z.object({ billing: AddressSchema, shipping: AddressSchema }),
  useShippingForBilling: z.boolean().default(true),
  contact: ContactSchema,
});
export type CheckoutInfo = z.infer<typeof CheckoutInfoSchema>;

/** The payment side's address shape (spec §3). */
export const PaymentAddressSchema = z.object({
  givenName: z.string().min(1),
  familyName: z.string().min(1),
  streetAddress: z.string().min(1),
  houseNumberOrName: z.string(),
  postalCode: z.string(),
  city: z.string().min(1),
  country: z.string().length(2),
  stateOrProvince: z.string().optional(),
  phone: z.string().optional(),
});
export type PaymentAddress = z.infer<typeof PaymentAddressSchema>;
