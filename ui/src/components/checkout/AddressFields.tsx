import { ADDRESS_LIMITS, type Address } from '@sockshop/core/checkout';
import { type Market, regionLabelKey } from '@sockshop/core/markets';
import type { Translate } from '../../lib/translate';

const MAX_LENGTH = {
  firstName: ADDRESS_LIMITS.name,
  lastName: ADDRESS_LIMITS.name,
  street0: ADDRESS_LIMITS.street,
  street1: ADDRESS_LIMITS.street,
  postCode: ADDRESS_LIMITS.postCode,
  city: ADDRESS_LIMITS.city,
} as const satisfies Partial<Record<keyof Address, number>>;

/** One address (shipping or billing) with autocomplete hints; the country is the market's. */
export function AddressFields({
  prefix,
  legend,
  address,
  market,
  postCodeRequired,
  t,
}: {
  prefix: 'shipping' | 'billing';
  legend: string;
  address: Address;
  market: Market;
  postCodeRequired: boolean;
  t: Translate;
}) {
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  // The same limits as core's address schema and the commerce backend, so nothing typed here is refused later.
  const field = (name: keyof typeof MAX_LENGTH, label: string, autoComplete: string, required = true) => (
    <label className="field">
      <span>
        {label}
        {required ? null : <span className="field__optional"> ({t('optional')})</span>}
      </span>
      <input
        className="input"
        name={`${prefix}.${name}`}
        autoComplete={`${section} ${autoComplete}`}
        required={required}
        maxLength={MAX_LENGTH[name]}
        defaultValue={address[name]}
      />
    </label>
  );
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      <div className="field-row">
        {field('firstName', t('firstName'), 'given-name')}
        {field('lastName', t('lastName'), 'family-name')}
      </div>
      {field('street0', t('street'), 'address-line1')}
      {field('street1', t('street2'), 'address-line2', false)}
      <div className="field-row">
        {field('postCode', t('postCode'), 'postal-code', postCodeRequired)}
        {field('city', t('city'), 'address-level2')}
      </div>
      {market.regions.length > 0 ? (
        <label className="field">
          {/* The market's own word: State (US), Prefecture (JP), County (IE), Emirate (AE). */}
          <span>{t(regionLabelKey(market.countryCode))}</span>
          <select
            className="input"
            name={`${prefix}.region`}
            autoComplete={`${section} address-level1`}
            defaultValue={address.region}
            required
          >
            <option value="">{t('chooseRegion')}</option>
            {market.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="field field--static">
        <span>{t('country')}</span> <strong>{market.name.local}</strong>
      </p>
    </fieldset>
  );
}
