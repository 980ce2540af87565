import { z } from 'zod';

/**
 * Field lengths of a real address form: the same limits bind the form, the checkout schemas here and the
 * commerce backend, so nothing the form accepts is refused later and no field can carry a payload.
 */
export const ADDRESS_LIMITS = {
  name: 100,
  street: 200,
  postCode: 16,
  city: 100,
  region: 100,
  email: 254,
  telephone: 32,
} as const;

// Checkout information. Completeness rules live in the checkout module.
export const AddressSchema = z.object({
  city: z.string().max(ADDRESS_LIMITS.city),
  firstName: z.string().max(ADDRESS_LIMITS.name),
  lastName: z.string().max(ADDRESS_LIMITS.name),
  postCode: z.string().max(ADDRESS_LIMITS.postCode),
  country: z.string().max(2),
  street0: z.string().max(ADDRESS_LIMITS.street),
  street1: z.string().max(ADDRESS_LIMITS.street),
  region: z.string().max(ADDRESS_LIMITS.region),
});
export type Address = z.infer<typeof AddressSchema>;

export const ContactSchema = z.object({
  email: z.string().max(ADDRESS_LIMITS.email),
  telephone: z.string().max(ADDRESS_LIMITS.telephone),
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

/** The payment side's address shape. */
export const PaymentAddressSchema = z.object({
  givenName: z.string().min(1).max(ADDRESS_LIMITS.name),
  familyName: z.string().min(1).max(ADDRESS_LIMITS.name),
  streetAddress: z.string().min(1).max(ADDRESS_LIMITS.street),
  houseNumberOrName: z.string().max(ADDRESS_LIMITS.street),
  postalCode: z.string().max(ADDRESS_LIMITS.postCode),
  city: z.string().min(1).max(ADDRESS_LIMITS.city),
  country: z.string().length(2),
  stateOrProvince: z.string().max(ADDRESS_LIMITS.region).optional(),
  phone: z.string().max(ADDRESS_LIMITS.telephone).optional(),
});
export type PaymentAddress = z.infer<typeof PaymentAddressSchema>;
