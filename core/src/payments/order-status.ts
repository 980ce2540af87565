/**
 * The states an order can be in, as the shop names them. `unknown` is the spec's fallback: an answer
 * with neither a status nor a status log.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'refused', 'cancelled', 'expired', 'unknown'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// Other spellings a commerce backend uses for the same states.
// A Map, not an object: a backend's word such as `__proto__` must not find Object.prototype (a property test did).
const ALIASES = new Map<string, OrderStatus>([
  ['authorised', 'paid'],
  ['authorized', 'paid'],
  ['canceled', 'cancelled'],
]);

function statusWord(value: string | null | undefined): OrderStatus | null {
  const word = value?.trim().toLowerCase();
  if (!word) return null;
  return (ORDER_STATUSES as readonly string[]).includes(word) ? (word as OrderStatus) : (ALIASES.get(word) ?? 'unknown');
}

/** The order status is the explicit status, else the last status-log entry, else unknown. */
export function orderStatusOf(answer: { status?: string | null; statusLog?: readonly { status?: string | null }[] | null }): OrderStatus {
  return statusWord(answer.status) ?? statusWord(answer.statusLog?.at(-1)?.status) ?? 'unknown';
}
