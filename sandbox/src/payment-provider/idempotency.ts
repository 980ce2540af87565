import type { ProviderDb } from './provider-db.js';

/** Adyen-style idempotency (docs/protocols.md): a repeated key answers the first result; a repeat in flight is refused. */
export type IdempotencyState<T> = { kind: 'new' } | { kind: 'in-flight' } | { kind: 'done'; value: T };

export const MAX_IDEMPOTENCY_KEY_LENGTH = 64;

/**
 * The first answers to idempotency keys, in the provider's database: a caller retrying after the provider restarted
 * gets the payment it already made, not a second one. Keys in flight live in memory only: a restart ends those
 * requests, so their keys are free again. Bounded: only answers among the last `capacity` stored (of any scope) are kept.
 */
export function createIdempotencyStore<T>(db: ProviderDb, scope: string, capacity = 50_000) {
  const inFlight = new Set<string>();
  const select = db.prepare('SELECT response FROM idempotency WHERE scope = ? AND key = ?');
  const insert = db.prepare('INSERT OR REPLACE INTO idempotency (scope, key, response) VALUES (?, ?, ?)');
  const trim = db.prepare('DELETE FROM idempotency WHERE scope = ? AND seq <= (SELECT MAX(seq) FROM idempotency) - ?');
  return {
    /** Claims the key when it is new. */
    begin(key: string): IdempotencyState<T> {
      if (inFlight.has(key)) return { kind: 'in-flight' };
      const row = select.get(scope, key) as { response: string } | undefined;
      if (row) return { kind: 'done', value: JSON.parse(row.response) as T };
      inFlight.add(key);
      return { kind: 'new' };
    },
    finish(key: string, value: T): void {
      insert.run(scope, key, JSON.stringify(value));
      trim.run(scope, capacity);
      inFlight.delete(key);
    },
    /** A failed attempt frees the key so the caller may retry it with a corrected request. */
    release(key: string): void {
      inFlight.delete(key);
    },
  };
}
