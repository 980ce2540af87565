/**
 * Answers a port gives in place of the service's when the service failed: bundled texts, default settings. They are
 * good enough to show a shopper, but a page made with one must not be kept for others while the service is back. The
 * mark travels with the value itself (not through a log line), so whoever receives it can tell without asking how it
 * came about. A WeakSet rather than a property: the value stays as the caller expects it, frozen or not.
 */
const fallbacks = new WeakSet<object>();

/** Marks `value` as a stand-in for the service's answer; returns it. */
export function asFallback<T extends object>(value: T): T {
  fallbacks.add(value);
  return value;
}

/** Whether `value` was handed out as a stand-in for the service's answer (asFallback). */
export function isFallback(value: unknown): boolean {
  return typeof value === 'object' && value !== null && fallbacks.has(value);
}
