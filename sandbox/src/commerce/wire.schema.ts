import { z } from 'zod';
import { PaymentAddressSchema } from './address.schema.js';

// What the commerce service answers (raw cart, shipping method, order; docs/protocols.md), written for the
// service: the shop parses these answers with its own schemas, and the contract suites check that the two agree.

/** Amounts are integers in the currency's minor units (cents, öre, yen). */
const MinorUnits = z.number().int().nonnegative();
const StockStatusSchema = z.enum(['no-stock', 'low-stock', 'in-stock']);

/** A cart line: a product variant, or the selected shipping option (always quantity 1). */
const RawCartItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('productVariant'),
    id: z.string(),
    productId: z.string(),
    sku: z.string(),
    parentSku: z.string(),
    name: z.string(),
    image: z.string(),
    size: z.string(),
    quantity: z.number().int().positive(),
    unitPrice: MinorUnits,
    unitPriceWithDiscount: MinorUnits,
    /** The variant's price before its own sale, when it is on sale. */
    listPrice: MinorUnits.optional(),
    stockStatus: StockStatusSchema,
    isGift: z.boolean(),
    taxCode: z.string(),
    sections: z.array(z.string()),
  }),
  z.object({
    type: z.literal('shippingOption'),
    id: z.string(),
    shippingOptionId: z.string(),
    name: z.string(),
    quantity: z.literal(1),
    unitPrice: MinorUnits,
    unitPriceWithDiscount: MinorUnits,
  }),
]);
export type RawCartItem = z.infer<typeof RawCartItemSchema>;

const DiscountRuleSchema = z.object({ type: z.enum(['percentage', 'absolute', 'freeShipping']), value: z.number().nonnegative() });

/** A cart as GET, POST and PUT /carts answer it; every answer carries a fresh `jwtToken`. */
export const RawCartSchema = z.object({
  id: z.string(),
  state: z.enum(['OPEN', 'ORDERED', 'CLOSED']),
  cartItems: z.array(RawCartItemSchema),
  store: z.object({ countryCode: z.string(), languageCode: z.string(), currencyUnit: z.string(), taxPercentage: z.number().nonnegative() }),
  totalPrice: MinorUnits,
  totalPriceWithDiscount: MinorUnits,
  totalDiscountAmount: MinorUnits,
  totalTaxAmount: MinorUnits,
  discounts: z.object({
    code: z.string().nullable(),
    rules: z.array(DiscountRuleSchema),
    orderRules: z.array(DiscountRuleSchema),
    productDiscounts: z.array(z.object({ cartItemId: z.string(), amount: MinorUnits })),
    cartDiscount: MinorUnits,
  }),
  jwtToken: z.string().optional(),
});
export type RawCart = z.infer<typeof RawCartSchema>;

/** A shipping method of GET /shipments/{COUNTRY}: texts and prices per market language. */
export const RawShippingMethodSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  price: z.record(z.string(), MinorUnits),
  available: z.boolean(),
  errorMessage: z.string().nullable(),
  discountAmount: MinorUnits,
  deliveryDetails: z.record(z.string(), z.string()),
  logo: z.string(),
});
export type RawShippingMethod = z.infer<typeof RawShippingMethodSchema>;

/** A line of an order: the variant bought, at the price of the cart it was ordered from. */
const OrderLineSchema = z.object({
  /** The variant's id; `itemId` is the cart line's. */
  id: z.string().min(1),
  itemId: z.string().min(1),
  name: z.string(),
  image: z.string(),
  price: z.object({ original: MinorUnits, final: MinorUnits }),
  quantity: z.number().int().positive(),
  size: z.object({ label: z.string(), value: z.string() }),
  sku: z.string(),
  parentSku: z.string(),
  stockStatus: StockStatusSchema,
  isGift: z.boolean(),
  taxCode: z.string(),
  /** The discount on the whole line (all its units). */
  productDiscount: MinorUnits,
  sections: z.array(z.string()),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** An order as POST /carts/{provider}/orders and the confirmation answer it. */
export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  items: z.array(OrderLineSchema),
  itemsCount: z.number().int().nonnegative(),
  priceTax: MinorUnits,
  priceProducts: MinorUnits,
  priceShipping: MinorUnits,
  priceDiscount: MinorUnits,
  priceTotal: MinorUnits,
  storefront: z.string(),
  market: z.object({ language: z.string() }),
  currency: z.string(),
  payment: z.object({ status: z.string(), method: z.string().nullable() }),
  address: z.object({ billing: PaymentAddressSchema, shipping: PaymentAddressSchema }),
  shippingMethod: z.object({ name: z.string(), estimatedDeliveryTime: z.string() }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), telephone: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  externalTaxAmount: MinorUnits,
});
export type Order = z.infer<typeof OrderSchema>;

/** The payment session answered with a new order: what to pay, and the origin of the provider's card form. */
export const PaymentSessionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.object({ currency: z.string(), value: MinorUnits }),
  clientUrl: z.url(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;
