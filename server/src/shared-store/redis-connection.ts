import type { Logger } from '@sockshop/core/ports';
import { createClient } from 'redis';

export type SharedStoreState = 'off' | 'connected' | 'disconnected';

/**
 * No request may wait on Redis: commands fail at once while it is not connected (no offline queue), and callers stop
 * waiting after this long when it is connected but does not answer (node-redis's own timeout ends with the write), then
 * fall back to this instance's own memory.
 */
export const COMMAND_TIMEOUT_MS = 300;
/** Commands waiting for a Redis that stopped answering: beyond these, new ones fail at once instead of piling up. */
const MAX_QUEUED_COMMANDS = 1_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnect attempts back off from 50 ms to this, with jitter so that many instances do not knock at once. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface RedisConnections {
  /** Commands (rate limits, publish); callers bound their wait with COMMAND_TIMEOUT_MS. */
  commands: ReturnType<typeof createClient>;
  /** A connection of its own for subscriptions: a subscribed connection takes no other commands. */
  subscriber: ReturnType<typeof createClient>;
  state(): SharedStoreState;
  close(): Promise<void>;
}

/**
 * The two connections to Redis, started without waiting: the shop serves while they connect, and while they reconnect
 * after Redis went away. Each outage is logged once when it starts (at start-up too) and once when it ends.
 */
export function connectRedis(url: string, logger: Logger): RedisConnections {
  const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS) * (0.75 + Math.random() / 2);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy },
  });
  // Subscriptions wait for the connection (they are sent, and sent again, whenever it comes up); nothing on a request's
  // path uses this connection, so its queue never holds a request back.
  const subscriber = client.duplicate({ disableOfflineQueue: false, commandsQueueMaxLength: MAX_QUEUED_COMMANDS });
  const target = redactedUrl(url);
  let reported: 'connected' | 'disconnected' | undefined;
  let lastError: unknown;
  let closed = false;
  const state = (): 'connected' | 'disconnected' => (client.isReady && subscriber.isReady ? 'connected' : 'disconnected');
  const report = () => {
    const now = state();
    if (now === reported || closed) return;
    // Before the first answer a connection that is still coming up is no outage; a failure is.
    if (reported === undefined && now === 'disconnected' && lastError === undefined) return;
    reported = now;
    if (now === 'connected') {
      lastError = undefined;
      logger.info('shared store connected: rate limits and broadcasts are shared', { redis: target });
    } else {
      logger.warn('shared store unreachable: rate limits count per instance and broadcasts stay in this instance until it returns', {
        redis: target,
        error: lastError instanceof Error ? lastError.message : String(lastError ?? 'connection closed'),
      });
    }
  };
  for (const connection of [client, subscriber]) {
    // node-redis emits an error on each failed attempt; the state change above is what gets logged, once.
    connection.on('error', (error: unknown) => {
      lastError = error;
      report();
    });
    connection.on('ready', report);
    connection.on('end', report);
    connection.on('reconnecting', report);
    connection.connect().catch((error: unknown) => {
      lastError = error;
      report();
    });
  }
  return {
    commands: client,
    subscriber,
    state,
    async close() {
      closed = true;
      for (const connection of [client, subscriber]) if (connection.isOpen) connection.destroy();
    },
  };
}

/** The URL without its password, for the log. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Waits for `promise` at most COMMAND_TIMEOUT_MS; it may still settle later, unobserved. */
export async function withinCommandTimeout(promise: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((done) => {
    timer = setTimeout(done, COMMAND_TIMEOUT_MS);
    timer.unref();
  });
  await Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  clearTimeout(timer);
}
