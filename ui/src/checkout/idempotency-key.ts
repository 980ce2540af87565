/** A stable key for "this cart, this address": a reload or a double click asks for the same order (DECISIONS 13). */
export function orderIdempotencyKey(cartId: string, payload: unknown): string {
  return `order-${cartId}-${fnv1a(JSON.stringify(payload))}`.slice(0, 64);
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
