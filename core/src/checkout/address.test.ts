import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { addressRegionsOf, regionLabelKey } from '../markets/address-regions.js';
import {
  billingAddressOf,
  isAddressComplete,
  isContactComplete,
  isRegionValid,
  toPaymentAddress,
  validatePaymentSessionInput,
} from './address.js';
import { ADDRESS_LIMITS, type Address, type CheckoutInfo, CheckoutInfoSchema, PaymentAddressSchema } from './checkout-info.schema.js';

const address = (overrides: Partial<Address> = {}): Address => ({
  city: 'Berlin',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postCode: '10115',
  country: 'DE',
  street0: 'Invalidenstraße 1',
  street1: '2. OG',
  region: '',
  ...overrides,
});
const info = (overrides: Partial<CheckoutInfo> = {}): CheckoutInfo => ({
  address: { shipping: address(), billing: address({ city: '' }) },
  useShippingForBilling: true,
  contact: { email: 'ada@example.com', telephone: '+49 30 1234', agreements: true, newsletterSubscription: false },
  ...overrides,
});

describe('checkout address completeness', () => {
  it('needs city, firstName, lastName, street0, country and postCode', () => {
    expect(isAddressComplete(address())).toBe(true);
    for (const field of ['city', 'firstName', 'lastName', 'street0', 'country', 'postCode'] as const) {
      expect(isAddressComplete(address({ [field]: '' })), field).toBe(false);
      expect(isAddressComplete(address({ [field]: '   ' })), field).toBe(false);
    }
    expect(isAddressComplete(null)).toBe(false);
  });

  it('a field over the address form limits makes the address incomplete, in every schema', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(isAddressComplete(address({ firstName: long(ADDRESS_LIMITS.name) }))).toBe(true);
    expect(isAddressComplete(address({ firstName: long(ADDRESS_LIMITS.name + 1) }))).toBe(false);
    expect(isAddressComplete(address({ street1: long(ADDRESS_LIMITS.street + 1) }))).toBe(false);
    expect(isAddressComplete(address({ postCode: long(ADDRESS_LIMITS.postCode + 1) }))).toBe(false);
    expect(isContactComplete({ ...info().contact, email: `${long(ADDRESS_LIMITS.email)}@x.de` })).toBe(false);
    const overlong = { ...toPaymentAddress(address()), familyName: long(ADDRESS_LIMITS.name + 1) };
    expect(PaymentAddressSchema.safeParse(overlong).success).toBe(false);
    expect(
      validatePaymentSessionInput(info({ address: { shipping: address({ city: long(101) }), billing: address() } }))._unsafeUnwrapErr()
        .message,
    ).toBe(MESSAGES.invalidShippingAddress);
  });

  it('does not need street1 or region', () => {
    expect(isAddressComplete(address({ street1: '', region: '' }))).toBe(true);
  });

  it('needs a region of the list where the market has regions (US state, JP prefecture, IE county, AE emirate)', () => {
    const us = address({ country: 'US', postCode: '10001', region: 'NY' });
    expect(isAddressComplete(us)).toBe(true);
    expect(isAddressComplete({ ...us, region: '' })).toBe(false);
    expect(isAddressComplete({ ...us, region: 'New York' })).toBe(false);
    // The US storefront blocks Guam.
    expect(isAddressComplete({ ...us, region: 'GU' })).toBe(false);
    const jp = address({ country: 'JP', postCode: '100-0001', region: '13' });
    expect(isAddressComplete(jp)).toBe(true);
    expect(isAddressComplete({ ...jp, region: '' })).toBe(false);
    expect(isAddressComplete({ ...jp, region: '48' })).toBe(false);
    expect(isAddressComplete(address({ country: 'IE', region: '' }))).toBe(false);
    expect(isAddressComplete(address({ country: 'AE', region: 'XX' }))).toBe(false);
    expect(isRegionValid('jp', ' 47 ')).toBe(true);
    // Markets without regions take none or any.
    expect(isAddressComplete(address({ country: 'DE', region: '' }))).toBe(true);
  });

  it('a region label per market: State, Prefecture, County, Emirate; else State or region', () => {
    expect(['US', 'JP', 'ie', 'AE', 'DE'].map(regionLabelKey)).toEqual([
      'regionState',
      'regionPrefecture',
      'regionCounty',
      'regionEmirate',
      'region',
    ]);
    expect(addressRegionsOf('JP')).toHaveLength(47);
    expect(addressRegionsOf('JP')[12]).toEqual({ code: '13', name: 'Tokyo' });
    expect(addressRegionsOf('AE')).toHaveLength(7);
    expect(addressRegionsOf('DE')).toEqual([]);
  });

  it('does not require a postcode for IE and AE', () => {
    expect(isAddressComplete(address({ country: 'IE', postCode: '', region: 'D' }))).toBe(true);
    expect(isAddressComplete(address({ country: 'ae', postCode: '', region: 'DU' }))).toBe(true);
    expect(isAddressComplete(address({ country: 'GB', postCode: '' }))).toBe(false);
  });

  it('a contact needs email, telephone and agreements', () => {
    const contact = info().contact;
    expect(isContactComplete(contact)).toBe(true);
    expect(isContactComplete({ ...contact, email: '' })).toBe(false);
    expect(isContactComplete({ ...contact, telephone: '' })).toBe(false);
    expect(isContactComplete({ ...contact, agreements: false })).toBe(false);
  });
});

describe('validatePaymentSessionInput', () => {
  it('answers the shipping message for an incomplete shipping address', () => {
    const result = validatePaymentSessionInput(info({ address: { shipping: address({ city: '' }), billing: address() } }));
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'INVALID_INPUT', message: 'Invalid or incomplete shipping address' });
  });

  it('answers the billing message when billing is used and incomplete', () => {
    const result = validatePaymentSessionInput(info({ useShippingForBilling: false }));
    expect(result._unsafeUnwrapErr().message).toBe(MESSAGES.invalidBillingAddress);
  });

  it('reuses shipping as billing when useShippingForBilling', () => {
    const value = validatePaymentSessionInput(info())._unsafeUnwrap();
    expect(value.billingAddress).toEqual(value.shippingAddress);
    const given = info();
    expect(billingAddressOf(given)).toBe(given.address.shipping);
    expect(billingAddressOf({ ...given, useShippingForBilling: false })).toBe(given.address.billing);
  });

  it('answers the contact message for an incomplete contact', () => {
    const result = validatePaymentSessionInput(info({ contact: { ...info().contact, agreements: false } }));
    expect(result._unsafeUnwrapErr().message).toBe('Invalid or incomplete contact object');
  });
});

describe('toPaymentAddress', () => {
  it('maps to the payment side names', () => {
    expect(toPaymentAddress(address({ region: 'BE' }), '+49 30 1234')).toEqual({
      givenName: 'Ada',
      familyName: 'Lovelace',
      streetAddress: 'Invalidenstraße 1',
      houseNumberOrName: '2. OG',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      stateOrProvince: 'BE',
      phone: '+49 30 1234',
    });
  });

  it('leaves out an empty region and phone', () => {
    const mapped = toPaymentAddress(address());
    expect(mapped).not.toHaveProperty('stateOrProvince');
    expect(mapped).not.toHaveProperty('phone');
  });
});

describe('checkout information schema', () => {
  it('useShippingForBilling defaults to true', () => {
    const { useShippingForBilling: _, ...withoutFlag } = info();
    expect(CheckoutInfoSchema.parse(withoutFlag).useShippingForBilling).toBe(true);
  });

  it('a mapped payment address satisfies the payment side schema', () => {
    expect(PaymentAddressSchema.safeParse(toPaymentAddress(address(), '+49 30 1234')).success).toBe(true);
  });
});
