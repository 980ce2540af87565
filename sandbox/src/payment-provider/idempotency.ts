/** Adyen-style idempotency (docs/protocols.md): a repeated key answers the first result; a repeat in flight is refused. */
export type IdempotencyState<T> = { kind: 'new' } | { kind: 'in-flight' } | { kind: 'done'; value: T };

export const MAX_IDEMPOTENCY_KEY_LENGTH = 64;

/** In memory and bounded: the oldest finished keys are forgotten past `capacity`. */
export function createIdempotencyStore<T>(capacity = 50_000) {
  const entries = new Map<string, { kind: 'in-flight' } | { kind: 'done'; value: T }>();
  return {
    /** Claims the key when it is new. */
    begin(key: string): IdempotencyState<T> {
      const entry = entries.get(key);
      if (entry) return entry;
      entries.set(key, { kind: 'in-flight' });
      return { kind: 'new' };
    },
    finish(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { kind: 'done', value });
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value as string;
        if (entries.get(oldest)?.kind === 'in-flight') break;
        entries.delete(oldest);
      }
    },
    /** A failed attempt frees the key so the caller may retry it with a corrected request. */
    release(key: string): void {
      entries.delete(key);
    },
  };
}
