import type { CartLine } from '../ports/commerce.port.js';

/**
 * The `items` query restores a cart: comma-separated entries of product id and quantity joined by x
 * (`SKU-1-3638x2,SKU-2x1`). The last x splits, so ids may contain x. Entries lacking either part, or whose quantity
 * is not a positive whole number, are ignored.
 */
export function parseItemsQuery(value: string): CartLine[] {
  const lines: CartLine[] = [];
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    const split = trimmed.lastIndexOf('x');
    if (split <= 0) continue;
    const id = trimmed.slice(0, split).trim();
    const quantityText = trimmed.slice(split + 1).trim();
    if (id === '' || !/^\d+$/.test(quantityText)) continue;
    const quantity = Number(quantityText);
    if (Number.isSafeInteger(quantity) && quantity > 0) lines.push({ id, quantity });
  }
  return lines;
}
