import type { Logger } from '@sockshop/core/ports';
import { type RedisHarness, startRedis } from '@sockshop/test-fixtures/harness/redis.harness';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BROADCAST_BYTES } from './broadcast.js';
import { createSharedStore, type SharedStore } from './shared-store.js';

let redis: RedisHarness;
const stores: SharedStore[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await redis.start();
});
afterAll(() => redis?.close());

const silent: Logger = { info() {}, warn() {}, error() {} };

/** An instance's shared store and what its listener of `channel` heard. */
const instance = (logger = silent) => {
  const store = createSharedStore(redis.url, logger);
  stores.push(store);
  const heard: string[] = [];
  store.broadcast.subscribe('content-purge', (message) => heard.push(message));
  return { store, heard };
};
const connected = (...instances: { store: SharedStore }[]) =>
  expect.poll(() => instances.map(({ store }) => store.state())).toEqual(instances.map(() => 'connected'));

describe('broadcast through Redis', () => {
  it('reaches every instance once, the sender included', async () => {
    const [a, b, c] = [instance(), instance(), instance()];
    await connected(a, b, c);
    await a.store.broadcast.publish('content-purge', 'de:/de/about-us');
    await expect.poll(() => [b.heard, c.heard]).toEqual([['de:/de/about-us'], ['de:/de/about-us']]);
    await b.store.broadcast.publish('content-purge', 'nl');
    await expect
      .poll(() => [a.heard, b.heard, c.heard])
      .toEqual([
        ['de:/de/about-us', 'nl'],
        ['de:/de/about-us', 'nl'],
        ['de:/de/about-us', 'nl'],
      ]);
  });

  it('while Redis is down reaches the sender’s own listeners, and after Redis is back every instance again', async () => {
    const [a, b] = [instance(), instance()];
    await connected(a, b);
    await redis.stop();
    await expect.poll(() => a.store.state()).toBe('disconnected');
    await a.store.broadcast.publish('content-purge', 'during the outage');
    expect(a.heard).toEqual(['during the outage']);

    await redis.start();
    await connected(a, b);
    // The subscriber renews its subscription as it reconnects, which may come a moment after the state turns.
    let sent = 0;
    await expect
      .poll(async () => {
        await a.store.broadcast.publish('content-purge', `after ${++sent}`);
        return b.heard.at(-1);
      })
      .toMatch(/^after \d+$/);
    expect(b.heard).not.toContain('during the outage');
    expect(a.heard).toEqual(['during the outage', ...Array.from({ length: sent }, (_, i) => `after ${i + 1}`)]);
  });

  it('keeps a message over the size bound in the sender, and ignores what is not the shop’s on its channel', async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const a = instance({ ...silent, error: (message: string) => void errors.push(message) });
    const b = instance({ ...silent, warn: (message: string) => void warnings.push(message) });
    await connected(a, b);
    const large = 'x'.repeat(MAX_BROADCAST_BYTES + 1);
    await a.store.broadcast.publish('content-purge', large);
    const stranger = createClient({ url: redis.url });
    await stranger.connect();
    await stranger.publish('sockshop:broadcast', 'not json');
    await stranger.destroy();
    await a.store.broadcast.publish('content-purge', 'small');
    // Messages from one connection arrive in order: once 'small' is heard, the large one would have been too.
    await expect.poll(() => b.heard).toEqual(['small']);
    expect(a.heard).toEqual([large, 'small']);
    expect(errors).toEqual(['broadcast: message too large to share with the other instances']);
    expect(warnings).toEqual(['broadcast: a message on the shared channel is not the shop’s, ignored']);
  });

  it('a listener that throws is logged; the publish resolves and the other listeners still hear it', async () => {
    const errors: string[] = [];
    const a = instance({ ...silent, error: (message: string) => void errors.push(message) });
    const b = instance();
    await connected(a, b);
    a.store.broadcast.subscribe('content-purge', () => {
      throw new Error('listener bug');
    });
    await expect(a.store.broadcast.publish('content-purge', 'de')).resolves.toBeUndefined();
    expect(a.heard).toEqual(['de']);
    await expect.poll(() => b.heard).toEqual(['de']);
    expect(errors).toEqual(['broadcast: a listener failed']);
  });

  it('closes without a warning: a shutdown is no outage', async () => {
    const warnings: string[] = [];
    const a = instance({ ...silent, warn: (message: string) => void warnings.push(message) });
    await connected(a);
    await a.store.close();
    expect(a.store.state()).toBe('disconnected');
    expect(warnings).toEqual([]);
  });
});
