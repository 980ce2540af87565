import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';
import { regionSchemaOf } from '../markets/address-regions.js';
import {
  type Address,
  AddressSchema,
  type CheckoutInfo,
  type Contact,
  ContactSchema,
  type PaymentAddress,
} from './checkout-info.schema.js';

/** The fields a complete address needs. */
const REQUIRED_ADDRESS_FIELDS = ['city', 'firstName', 'lastName', 'street0', 'country', 'postCode'] as const;

/** Countries without postcodes. */
const POSTCODE_OPTIONAL_COUNTRIES: readonly string[] = ['IE', 'AE'];

const isFilled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

export function isPostCodeRequired(country: string): boolean {
  return !POSTCODE_OPTIONAL_COUNTRIES.includes(country.trim().toUpperCase());
}

/** Where the country's market has regions (US states, JP prefectures...), the address names one of them. */
export function isRegionValid(country: string, region: string | undefined): boolean {
  return regionSchemaOf(country).safeParse(region?.trim() ?? '').success;
}

/**
 * Completeness, the field lengths of ADDRESS_LIMITS, and a region of the market's list where it has
 * one; the content of the other fields is not checked.
 */
export function isAddressComplete(address: Partial<Address> | null | undefined): address is Address {
  if (!address || !AddressSchema.partial().safeParse(address).success) return false;
  const complete = REQUIRED_ADDRESS_FIELDS.every(
    (field) =>
      isFilled(address[field]) || (field === 'postCode' && isFilled(address.country) && !isPostCodeRequired(address.country ?? '')),
  );
  return complete && isRegionValid(address.country ?? '', address.region);
}

/** Email, telephone and agreements all set. */
export function isContactComplete(contact: Partial<Contact> | null | undefined): contact is Contact {
  if (!contact || !ContactSchema.partial().safeParse(contact).success) return false;
  return isFilled(contact.email) && isFilled(contact.telephone) && contact.agreements === true;
}

/** Shipping doubles as billing when useShippingForBilling. */
export function billingAddressOf(info: CheckoutInfo): Address {
  return info.useShippingForBilling ? info.address.shipping : info.address.billing;
}

/** The payment side's address shape. */
export function toPaymentAddress(address: Address, telephone?: string): PaymentAddress {
  const region = address.region?.trim();
  const phone = telephone?.trim();
  return {
    givenName: address.firstName.trim(),
    familyName: address.lastName.trim(),
    streetAddress: address.street0.trim(),
    houseNumberOrName: address.street1?.trim() ?? '',
    postalCode: address.postCode.trim(),
    city: address.city.trim(),
    country: address.country.trim().toUpperCase(),
    ...(region ? { stateOrProvince: region } : {}),
    ...(phone ? { phone } : {}),
  };
}

export interface PaymentSessionInput {
  shippingAddress: PaymentAddress;
  billingAddress: PaymentAddress;
  contact: Contact;
}

/** What creating a payment session requires, with the messages word for word. */
export function validatePaymentSessionInput(info: CheckoutInfo): Result<PaymentSessionInput, DomainError<'INVALID_INPUT'>> {
  const shipping = info.address?.shipping;
  if (!isAddressComplete(shipping)) return err(domainError('INVALID_INPUT', MESSAGES.invalidShippingAddress));
  const billing = billingAddressOf(info);
  if (!isAddressComplete(billing)) return err(domainError('INVALID_INPUT', MESSAGES.invalidBillingAddress));
  if (!isContactComplete(info.contact)) return err(domainError('INVALID_INPUT', MESSAGES.invalidContact));
  const telephone = info.contact.telephone;
  return ok({
    shippingAddress: toPaymentAddress(shipping, telephone),
    billingAddress: toPaymentAddress(billing, telephone),
    contact: info.contact,
  });
}

export function isCheckoutInfoComplete(info: CheckoutInfo | null | undefined): info is CheckoutInfo {
  return !!info && validatePaymentSessionInput(info).isOk();
}
