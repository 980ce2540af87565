import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import { isAddressComplete, toPaymentAddress, validatePaymentSessionInput } from './address.js';
import type { Address, CheckoutInfo } from './checkout-info.schema.js';
import { checkoutPath } from './checkout-path.js';
import { CHECKOUT_VIEW_ORDER } from './views.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const text = fc.constantFrom('', ' ', 'x', 'Berlin', ' Damrak 1 ', 'Ó Súilleabháin');
const addressArb: fc.Arbitrary<Address> = fc.record({
  city: text,
  firstName: text,
  lastName: text,
  postCode: fc.constantFrom('', '10115', ' D02 X285 '),
  country: fc.constantFrom('', 'DE', 'IE', 'AE', 'ie', 'NL', 'US', 'JP'),
  street0: text,
  street1: text,
  region: fc.constantFrom('', 'NY', ' NY ', 'Dublin', 'D', '13', 'GU', 'DU'),
});
const infoArb: fc.Arbitrary<CheckoutInfo> = fc.record({
  address: fc.record({ shipping: addressArb, billing: addressArb }),
  useShippingForBilling: fc.boolean(),
  contact: fc.record({ email: text, telephone: text, agreements: fc.boolean(), newsletterSubscription: fc.boolean() }),
});

// The generated regions each of these markets offers (GU is a blocked US region); other markets have none.
const VALID_REGIONS: Record<string, string[]> = { US: ['NY'], IE: ['D'], JP: ['13'], AE: ['DU'] };

// An independent statement of what a complete address needs (and the rule that a market with regions needs one of
// its regions) to compare against.
const oracleComplete = (a: Address) =>
  [a.city, a.firstName, a.lastName, a.street0, a.country].every((v) => v.trim() !== '') &&
  (a.postCode.trim() !== '' || ['IE', 'AE'].includes(a.country.trim().toUpperCase())) &&
  (VALID_REGIONS[a.country.trim().toUpperCase()]?.includes(a.region.trim()) ?? true);

describe('checkout address properties', () => {
  it('an address is complete exactly when the required fields are filled (postcode optional for IE, AE; a listed region where the market has regions)', () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        expect(isAddressComplete(a)).toBe(oracleComplete(a));
      }),
      { numRuns },
    );
  });

  it('reports shipping before billing before contact', () => {
    fc.assert(
      fc.property(infoArb, (info) => {
        const billing = info.useShippingForBilling ? info.address.shipping : info.address.billing;
        const expected = !oracleComplete(info.address.shipping)
          ? MESSAGES.invalidShippingAddress
          : !oracleComplete(billing)
            ? MESSAGES.invalidBillingAddress
            : !(info.contact.email.trim() && info.contact.telephone.trim() && info.contact.agreements)
              ? MESSAGES.invalidContact
              : null;
        const result = validatePaymentSessionInput(info);
        expect(result.isErr() ? result.error.message : null).toBe(expected);
      }),
      { numRuns },
    );
  });

  it('billing equals shipping whenever useShippingForBilling', () => {
    fc.assert(
      fc.property(infoArb, (info) => {
        const result = validatePaymentSessionInput({ ...info, useShippingForBilling: true });
        if (result.isOk()) expect(result.value.billingAddress).toEqual(result.value.shippingAddress);
      }),
      { numRuns },
    );
  });

  it('the payment address keeps every field of the address (trimmed)', () => {
    fc.assert(
      fc.property(addressArb, text, (a, phone) => {
        const p = toPaymentAddress(a, phone);
        expect([p.givenName, p.familyName, p.streetAddress, p.houseNumberOrName, p.postalCode, p.city]).toEqual(
          [a.firstName, a.lastName, a.street0, a.street1, a.postCode, a.city].map((v) => v.trim()),
        );
        expect(p.country).toBe(a.country.trim().toUpperCase());
        expect(p.stateOrProvince ?? '').toBe(a.region.trim());
        expect(p.phone ?? '').toBe(phone.trim());
      }),
      { numRuns },
    );
  });

  it('a checkout path never contains /checkout/undefined and keeps the query', () => {
    const queryArb = fc.stringMatching(/^[a-z0-9=&]{0,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('de', 'nl', 'us'),
        fc.constantFrom(...CHECKOUT_VIEW_ORDER, 'undefined'),
        fc.option(fc.constantFrom('o-1', 'undefined', 'A 7')),
        queryArb,
        (sf, view, orderId, query) => {
          const result = checkoutPath(sf, view as never, { query, ...(orderId === null ? {} : { orderId }) });
          if (result.isOk()) {
            expect(result.value).not.toContain('/checkout/undefined');
            expect(result.value.startsWith(`/${sf}/checkout/${view}`)).toBe(true);
            expect(result.value.endsWith(query ? `?${query}` : `/${result.value.split('/').pop()}`)).toBe(true);
          } else {
            expect(view === 'undefined' || orderId === 'undefined').toBe(true);
          }
        },
      ),
      { numRuns },
    );
  });
});
