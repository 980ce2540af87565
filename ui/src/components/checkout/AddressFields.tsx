import type { Address } from '@sockshop/core/checkout';
import type { Market } from '@sockshop/core/markets';
import type { Translate } from '../../lib/translate';

/** One address (shipping or billing) with autocomplete hints; the country is the market's (spec §4). */
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
  const field = (name: keyof Address, label: string, autoComplete: string, required = true) => (
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
          <span>{t('region')}</span>
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
