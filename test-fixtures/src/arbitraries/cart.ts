import type { RawCart, RawCartItem } from '@sockshop/core/cart';
import { StockStatusSchema } from '@sockshop/core/catalog';
import { COUNTRY_CODES, CURRENCY_CODES } from '@sockshop/core/markets';
import fc from 'fast-check';
import { moneyUpTo } from './money';

const productLineArb = (index: number): fc.Arbitrary<RawCartItem> =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPrice: moneyUpTo(50_000),
      reduction: moneyUpTo(50_000),
      withListPrice: fc.boolean(),
      stockStatus: fc.constantFrom(...StockStatusSchema.options),
      isGift: fc.boolean(),
    })
    .map(({ quantity, unitPrice, reduction, withListPrice, stockStatus, isGift }) => ({
      type: 'productVariant' as const,
      id: `line-${index}`,
      productId: `SKU-${index}-3638`,
      sku: `SKU-${index}-3638`,
      parentSku: `SKU-${index}`,
      name: `Sock ${index}`,
      image: `/media/SKU-${index}/0.svg`,
      size: '36-38',
      quantity,
      unitPrice,
      unitPriceWithDiscount: Math.max(0, unitPrice - reduction),
      ...(withListPrice ? { listPrice: unitPrice + reduction } : {}),
      stockStatus,
      isGift,
      taxCode: 'PC040100',
      sections: ['socks'],
    }));

const shippingLineArb: fc.Arbitrary<RawCartItem> = fc
  .record({ id: fc.constantFrom('standard', 'express'), price: fc.constantFrom(0, 495, 995), discounted: fc.boolean() })
  .map(({ id, price, discounted }) => ({
    type: 'shippingOption' as const,
    id: `ship-${id}`,
    shippingOptionId: id,
    name: id,
    quantity: 1 as const,
    unitPrice: price,
    // A free-shipping code brings a paid method down to 0.
    unitPriceWithDiscount: discounted ? 0 : price,
  }));

/** A backend cart valid for RawCartSchema: 0 to 6 product lines and at most one shipping line, totals consistent. */
export const rawCartArb: fc.Arbitrary<RawCart> = fc
  .record({
    id: fc.uuid(),
    state: fc.constantFrom('OPEN' as const, 'ORDERED' as const, 'CLOSED' as const),
    count: fc.integer({ min: 0, max: 6 }),
    shipping: fc.option(shippingLineArb, { nil: undefined }),
    countryCode: fc.constantFrom(...COUNTRY_CODES),
    currencyUnit: fc.constantFrom(...CURRENCY_CODES),
    code: fc.option(fc.constantFrom('WELCOME10', 'FREESHIP'), { nil: null }),
    freeShipping: fc.boolean(),
  })
  .chain((base) =>
    fc.tuple(...Array.from({ length: base.count }, (_, i) => productLineArb(i))).map((lines): RawCart => {
      const items = base.shipping ? [...lines, base.shipping] : lines;
      const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const withDiscount = items.reduce((sum, item) => sum + item.unitPriceWithDiscount * item.quantity, 0);
      const rules = base.code && base.freeShipping ? [{ type: 'freeShipping' as const, value: 0 }] : [];
      return {
        id: base.id,
        state: base.state,
        cartItems: items,
        store: { countryCode: base.countryCode, languageCode: 'en', currencyUnit: base.currencyUnit, taxPercentage: 21 },
        totalPrice: total,
        totalPriceWithDiscount: withDiscount,
        totalDiscountAmount: total - withDiscount,
        totalTaxAmount: Math.round(withDiscount - withDiscount / 1.21),
        discounts: { code: base.code, rules, orderRules: [], productDiscounts: [], cartDiscount: 0 },
      };
    }),
  );
