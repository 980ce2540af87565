import type { CountryCode, Language, WarehouseRegion } from '@sockshop/core/markets';
import type { Db } from './db.types.js';
import type { StockedVariant } from './stocked-variant.js';

export interface CartRow {
  id: string;
  state: 'OPEN' | 'ORDERED' | 'CLOSED';
  country: CountryCode;
  language: Language;
  region: WarehouseRegion;
  discount_code: string | null;
  shipping_option: string | null;
}

interface VariantRow {
  data: string;
  stock: number;
}

const toVariant = (row: VariantRow): StockedVariant => ({ ...(JSON.parse(row.data) as Omit<StockedVariant, 'stock'>), stock: row.stock });

/** The SQL of carts, lines and stock; callers wrap writes in one transaction. */
export function createCartRepo(db: Db) {
  const s = {
    variant: db.prepare<[string], VariantRow>('SELECT data, stock FROM variants WHERE id = ?'),
    productVariants: db.prepare<[string], VariantRow>('SELECT data, stock FROM variants WHERE product_id = ?'),
    cart: db.prepare<[string], CartRow>(
      'SELECT id, state, country, language, region, discount_code, shipping_option FROM carts WHERE id = ?',
    ),
    lines: db.prepare<[string], VariantRow & { quantity: number }>(
      'SELECT v.data, v.stock, l.quantity FROM cart_lines l JOIN variants v ON v.id = l.variant_id WHERE l.cart_id = ? ORDER BY l.position',
    ),
    insertCart: db.prepare(
      'INSERT INTO carts (id, state, country, language, region, created_at, updated_at) VALUES (@id, @state, @country, @language, @region, @now, @now)',
    ),
    updateCart: db.prepare(
      'UPDATE carts SET state = @state, country = @country, language = @language, discount_code = @discount_code, shipping_option = @shipping_option, updated_at = @now WHERE id = @id',
    ),
    upsertLine: db.prepare(
      `INSERT INTO cart_lines (cart_id, variant_id, quantity, position)
       VALUES (@cartId, @variantId, @quantity, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_lines WHERE cart_id = @cartId))
       ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity`,
    ),
    deleteLine: db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND variant_id = ?'),
    holdUntil: db.prepare<[string], { hold_until: number | null }>('SELECT hold_until FROM carts WHERE id = ?'),
    setHoldUntil: db.prepare('UPDATE carts SET hold_until = @at WHERE id = @id'),
    lineCount: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM cart_lines WHERE cart_id = ?'),
    reserve: db.prepare('UPDATE variants SET stock = stock - @quantity WHERE id = @id AND stock >= @quantity'),
    release: db.prepare('UPDATE variants SET stock = stock + @quantity WHERE id = @id'),
  };
  return {
    variant: (id: string): StockedVariant | undefined => {
      const row = s.variant.get(id);
      return row ? toVariant(row) : undefined;
    },
    productVariants: (productId: string): StockedVariant[] => s.productVariants.all(productId).map(toVariant),
    cart: (id: string): CartRow | undefined => s.cart.get(id),
    lines: (cartId: string) => s.lines.all(cartId).map((row) => ({ variant: toVariant(row), quantity: row.quantity })),
    insertCart: (row: Pick<CartRow, 'id' | 'state' | 'country' | 'language' | 'region'>) => s.insertCart.run({ ...row, now: Date.now() }),
    updateCart: (row: CartRow) => s.updateCart.run({ ...row, now: Date.now() }),
    setLine: (cartId: string, variantId: string, quantity: number) =>
      quantity === 0 ? s.deleteLine.run(cartId, variantId) : s.upsertLine.run({ cartId, variantId, quantity }),
    /** When the cart's current or last hold ends (null: it never held stock). */
    holdUntil: (cartId: string): number | null => s.holdUntil.get(cartId)?.hold_until ?? null,
    setHoldUntil: (cartId: string, at: number) => s.setHoldUntil.run({ id: cartId, at }),
    lineCount: (cartId: string): number => s.lineCount.get(cartId)?.n ?? 0,
    /** False when fewer units are left: stock never goes negative (also a CHECK in the schema). */
    reserve: (id: string, quantity: number): boolean => s.reserve.run({ id, quantity }).changes === 1,
    release: (id: string, quantity: number) => s.release.run({ id, quantity }),
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
