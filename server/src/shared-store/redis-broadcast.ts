import { randomUUID } from 'node:crypto';
import type { Logger } from '@sockshop/core/ports';
import { z } from 'zod';
import { type Broadcast, createLocalBroadcast, MAX_BROADCAST_BYTES } from './broadcast.js';
import { type RedisConnections, withinCommandTimeout } from './redis-connection.js';

/** One Redis channel carries every broadcast channel of the shop: one subscription to keep, and to renew after a reconnect. */
const REDIS_CHANNEL = 'sockshop:broadcast';

/** What travels through Redis: the sender's instance, so that it does not hear its own message a second time. */
const Envelope = z.object({ from: z.string().max(64), channel: z.string().max(200), message: z.string() });

/**
 * Broadcast over Redis pub/sub. A message reaches this instance's listeners at once and directly, so it arrives even
 * while Redis is down; the copy relayed through Redis reaches the other instances. Messages published while Redis is
 * down are not relayed later: the listeners' own freshness rules (the page cache's window) cover that gap.
 */
export function createRedisBroadcast(redis: Pick<RedisConnections, 'commands' | 'subscriber'>, logger: Logger): Broadcast {
  const local = createLocalBroadcast();
  const instance = randomUUID();
  const heard = (raw: string) => {
    if (Buffer.byteLength(raw) > MAX_BROADCAST_BYTES * 2) return;
    let parsed: z.infer<typeof Envelope>;
    try {
      parsed = Envelope.parse(JSON.parse(raw));
    } catch {
      logger.warn('broadcast: a message on the shared channel is not the shop’s, ignored', { bytes: Buffer.byteLength(raw) });
      return;
    }
    if (parsed.from === instance) return;
    void local.publish(parsed.channel, parsed.message);
  };
  redis.subscriber.subscribe(REDIS_CHANNEL, heard).catch(() => {
    // Closed before it ever connected. While it is open, the connection subscribes again each time it comes up.
  });
  return {
    async publish(channel, message) {
      await local.publish(channel, message);
      if (Buffer.byteLength(message) > MAX_BROADCAST_BYTES) {
        logger.error('broadcast: message too large to share with the other instances', { channel, bytes: Buffer.byteLength(message) });
        return;
      }
      if (!redis.commands.isReady) return;
      // Redis gone or stuck: the connection's outage warning says so once; this instance's listeners have it already.
      await withinCommandTimeout(redis.commands.publish(REDIS_CHANNEL, JSON.stringify({ from: instance, channel, message })));
    },
    // A listener that throws must neither make a publish reject nor break the delivery of what Redis relays.
    subscribe: (channel, listener) =>
      local.subscribe(channel, (message) => {
        try {
          listener(message);
        } catch (error) {
          logger.error('broadcast: a listener failed', { channel, error });
        }
      }),
    async close() {
      await local.close();
    },
  };
}
