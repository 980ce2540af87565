// @vitest-environment happy-dom
import type { Address } from '@sockshop/core/checkout';
import { findMarket } from '@sockshop/core/markets';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import { AddressFields } from './AddressFields';

// Every market that carries regions asks for one, under the market's own word for it.

const WORDS = {
  en: { postCode: 'ZIP code', regionState: 'State', regionPrefecture: 'Prefecture', regionCounty: 'County', region: 'State or region' },
  de: { postCode: 'Postleitzahl', regionState: 'Bundesstaat', regionPrefecture: 'Präfektur', region: 'Bundesland oder Region' },
};

const empty: Address = { firstName: '', lastName: '', street0: '', street1: '', postCode: '', city: '', country: '', region: '' };

function renderFor(country: string, words: Record<string, string>) {
  const market = findMarket(country, 'production');
  if (!market) throw new Error(country);
  render(
    <AddressFields
      prefix="shipping"
      legend="Address"
      address={{ ...empty, country }}
      market={market}
      postCodeRequired
      t={createTranslate(words)}
    />,
  );
}

afterEach(cleanup);

describe('the address form’s region', () => {
  it('JP: a required Prefecture select with the 47 prefectures', () => {
    renderFor('JP', WORDS.en);
    const select = screen.getByRole('combobox', { name: 'Prefecture' }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.name).toBe('shipping.region');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(48); // the "choose" prompt and 47 prefectures
    expect(options.find((option) => option.textContent === 'Tokyo')?.getAttribute('value')).toBe('13');
  });

  it('US: a required State select without the blocked territories; the postcode field reads ZIP code', () => {
    renderFor('US', WORDS.en);
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    const codes = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(codes).toContain('NY');
    expect(codes).not.toContain('GU');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeTruthy();
  });

  it('the label follows the language: Präfektur in German', () => {
    renderFor('JP', WORDS.de);
    expect(screen.getByRole('combobox', { name: 'Präfektur' })).toBeTruthy();
  });

  it('IE asks for a county; markets without regions show no select', () => {
    renderFor('IE', WORDS.en);
    expect(screen.getByRole('combobox', { name: 'County' })).toBeTruthy();
    cleanup();
    renderFor('DE', WORDS.de);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
