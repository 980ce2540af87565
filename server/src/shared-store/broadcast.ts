/**
 * Messages every instance of the shop must hear, such as "these pages are out of date". One instance alone delivers to
 * its own listeners (`createLocalBroadcast`); several instances share a store that relays them (Redis pub/sub), so a
 * publish reaches every instance and the sender hears its own message like the others.
 */
export interface Broadcast {
  /**
   * Sends `message` on `channel` to every listener of every instance, this one included. Never rejects. Messages are
   * small (up to MAX_BROADCAST_BYTES): a larger one reaches this instance only, and is logged as an error.
   */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with each message on `channel`; the returned function stops it. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** Bytes of one message: a broadcast says what changed (a storefront, a path), never carries the content itself. */
export const MAX_BROADCAST_BYTES = 16 * 1024;

/** The broadcast of one instance on its own: listeners hear the messages of this process only. */
export function createLocalBroadcast(): Broadcast {
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
