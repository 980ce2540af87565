// @vitest-environment happy-dom
import { findMarket, type Market } from '@sockshop/core/markets';
import type { TotalsAmounts } from '@sockshop/core/pricing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import { CartTotals } from './CartTotals';

const t = createTranslate({
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  total: 'Total',
  free: 'Free',
  salesTax: 'Sales tax',
  estimatedTax: 'Estimated tax',
  taxAfterAddress: 'Calculated from your address',
  inclVat: 'incl. VAT',
});
const market = (country: string): Market => {
  const found = findMarket(country, 'production');
  if (!found) throw new Error(`no market ${country}`);
  return found;
};

/** The totals as rows of [label, shown value], top to bottom, read from the markup a shopper gets. */
function rowsOf(amounts: TotalsAmounts, country: string): [string, string][] {
  const html = renderToStaticMarkup(<CartTotals cart={amounts} market={market(country)} t={t} />);
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('.cart-totals > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

/** A shown amount in minor units: every digit the shopper reads (the formatting keeps the cents). */
const minorOf = (text: string) => Number(text.replace(/\D/g, ''));

/** Subtotal + shipping + added tax − discount, from what the rows show; the rows after the total are not summed. */
function shownSum(rows: [string, string][]): { sum: number; total: number } {
  const value = (label: string) => {
    const row = rows.find(([name]) => name === label);
    return row && /\d/.test(row[1]) ? minorOf(row[1]) : 0;
  };
  const sum = value('Subtotal') + value('Shipping') + value('Sales tax') - value('Discount');
  return { sum, total: value('Total') };
}

describe('CartTotals: the lines add up to the total', () => {
  it('us order: the sales tax is a line of the sum, $15.00 + $5.95 + $0.84 = $21.79, never "included"', () => {
    const rows = rowsOf(
      { priceProducts: 1500, priceShipping: 595, priceDiscount: 0, priceTax: 84, priceTotal: 2179, externalTaxAmount: 84 },
      'US',
    );
    expect(rows).toEqual([
      ['Subtotal', '$15.00'],
      ['Shipping', '$5.95'],
      ['Sales tax', '$0.84'],
      ['Total', '$21.79'],
    ]);
    expect(shownSum(rows)).toEqual({ sum: 2179, total: 2179 });
  });

  it('us cart before an address: the tax is estimated from the address and adds nothing yet', () => {
    const rows = rowsOf({ priceProducts: 1500, priceShipping: 595, priceDiscount: 300, priceTax: 0, priceTotal: 1795 }, 'US');
    expect(rows).toContainEqual(['Estimated tax', 'Calculated from your address']);
    expect(rows.map(([label]) => label)).not.toContain('incl. VAT');
    expect(shownSum(rows)).toEqual({ sum: 1795, total: 1795 });
  });

  it('de: VAT is shown under the total as "incl. VAT" and not added', () => {
    const rows = rowsOf({ priceProducts: 2990, priceShipping: 495, priceDiscount: 299, priceTax: 509, priceTotal: 3186 }, 'DE');
    expect(rows).toEqual([
      ['Subtotal', '29,90 €'],
      ['Shipping', '4,95 €'],
      ['Discount', '-2,99 €'],
      ['Total', '31,86 €'],
      ['incl. VAT', '5,09 €'],
    ]);
    expect(shownSum(rows)).toEqual({ sum: 3186, total: 3186 });
  });

  it('gl/JP: yen without a minor unit, no tax line, the sum holds to the yen', () => {
    const rows = rowsOf({ priceProducts: 4200, priceShipping: 0, priceDiscount: 420, priceTax: 0, priceTotal: 3780 }, 'JP');
    expect(rows).toEqual([
      ['Subtotal', '¥4,200'],
      ['Shipping', 'Free'],
      ['Discount', '-¥420'],
      ['Total', '¥3,780'],
    ]);
    expect(shownSum(rows)).toEqual({ sum: 3780, total: 3780 });
  });
});
