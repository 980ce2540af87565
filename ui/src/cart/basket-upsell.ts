import type { Cart } from '@sockshop/core/cart';
import { countsAsInStock, ProductSchema } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { toMinor } from '@sockshop/core/pricing';
import { z } from 'zod';

/** Basket recommendations limit 8. */
export const BASKET_UPSELL_LIMIT = 8;

/**
 * The basket widget's request. The variables are minor units of the market's currency, so the service can
 * prefer products that close the gap to free shipping; `$selected_items_1` names the products already in the cart.
 */
export function basketUpsellRequest(cart: Pick<Cart, 'items' | 'priceProducts' | 'priceDiscount'>, thresholdMajor: number, market: Market) {
  const selected = [...new Set(cart.items.map((item) => item.parentSku || item.sku))];
  return {
    widgetId: 'basket',
    profileId: 'basket',
    variables: {
      $CartAmount: Math.max(0, cart.priceProducts - cart.priceDiscount),
      $selected_items_1: selected.join(','),
      $ShippingThreshold: thresholdMajor > 0 ? toMinor(thresholdMajor, market.currency.code) : 0,
    },
    limit: BASKET_UPSELL_LIMIT,
    requestName: 'basket-upsell',
    context: { storefront: market.storefrontCode },
  };
}

/** What the upsell shows of a product; the rest of the answer is dropped at the edge. */
const UpsellProductSchema = ProductSchema.pick({
  sku: true,
  name: true,
  price: true,
  currencies: true,
  media: true,
  variants: true,
  categories: true,
  color: true,
});
export type UpsellProduct = z.infer<typeof UpsellProductSchema>;

const WidgetAnswerSchema = z.object({ recommendations: z.array(z.object({ product: UpsellProductSchema })) });

/** The products of a widget answer that can still be added (a size in stock); an answer of another shape gives none. */
export function upsellProducts(answer: unknown): UpsellProduct[] {
  const parsed = WidgetAnswerSchema.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.recommendations
    .map((entry) => entry.product)
    .filter((product) => countsAsInStock(product.variants))
    .slice(0, BASKET_UPSELL_LIMIT);
}

/** POST /api/v2/widget on the shop's own origin (the search token stays on the server); an error shows nothing. */
export async function loadBasketUpsell(body: ReturnType<typeof basketUpsellRequest>, signal?: AbortSignal): Promise<UpsellProduct[]> {
  try {
    const response = await fetch('/api/v2/widget', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
    return response.ok ? upsellProducts(await response.json()) : [];
  } catch {
    return [];
  }
}
