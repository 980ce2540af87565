import { type AddressInfo, createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import type { PagesToPurge } from '../pages/page-cache-key.js';
import { createLocalBroadcast } from '../shared-store/broadcast.js';
import { CONTENT_PURGE_CHANNEL, createContentPurge, mergeTargets } from './content-webhook-purge.js';

/** An instance's caches as the purge sees them: what each purge picked out of a fixed set of keys. */
function instance() {
  const keys = ['DE /de/about-us', 'DE /de/faq', 'DE /de.data', 'FR /fr/about-us'];
  const purged: string[][] = [];
  const carried: [number, number][] = [];
  // Each purge comes with a publish: learning the version finds a newer one.
  let version = 1;
  let versionsLearnt = 0;
  return {
    pageCache: {
      purge: (matches: (key: string) => boolean) => purged.push(keys.filter(matches)),
      learnContentVersion: async () => {
        versionsLearnt++;
        version++;
      },
      contentVersion: () => version,
      carryOver: (from: number, to: number) => carried.push([from, to]),
    },
    purged,
    carried,
    versionsLearnt: () => versionsLearnt,
  };
}

const quiet = () => createLogger({ level: 'error', write: () => {} });

afterEach(() => {
  vi.useRealTimers();
});

describe('mergeTargets', () => {
  it('a whole storefront takes its paths; duplicates merge; past the path bound the storefront goes whole', () => {
    const targets: PagesToPurge[] = [
      { storefront: 'de', path: '/de/a' },
      { storefront: 'de', path: '/de/a' },
      { storefront: 'fr', path: '/fr/a' },
      { storefront: 'fr' },
      { storefront: 'fr', path: '/fr/b' },
    ];
    expect(mergeTargets(targets, 5)).toEqual([{ storefront: 'de', path: '/de/a' }, { storefront: 'fr' }]);
    const many = Array.from({ length: 6 }, (_, i) => ({ storefront: 'it', path: `/it/p${i}` }));
    expect(mergeTargets(many, 5)).toEqual([{ storefront: 'it' }]);
    expect(mergeTargets(many.slice(0, 5), 5)).toHaveLength(5);
  });
});

describe('content purge (fake clock)', () => {
  it('a storm of 100 publishes in a second is a couple of purges on every instance, escalated to whole storefronts', async () => {
    vi.useFakeTimers();
    const broadcast = createLocalBroadcast();
    const here = instance();
    const there = instance();
    const messages: string[] = [];
    broadcast.subscribe(CONTENT_PURGE_CHANNEL, (message) => messages.push(message));
    const receiving = createContentPurge({ broadcast, pageCache: here.pageCache, httpCaches: [], logger: quiet() });
    // The other instance: it announces nothing, it listens.
    const other = createContentPurge({ broadcast, pageCache: there.pageCache, httpCaches: [], logger: quiet() });
    for (let i = 0; i < 100; i++) {
      receiving.announce([{ storefront: 'de', path: `/de/page-${i}` }]);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(500);
    await receiving.idle();
    // 100 publishes over a second: one purge per 200 ms window, each within the path bound.
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.length).toBeLessThanOrEqual(6);
    for (const message of messages) expect(JSON.parse(message).targets.length).toBeLessThanOrEqual(20);
    // 100 at once: one purge of the whole storefront.
    for (let i = 0; i < 100; i++) receiving.announce([{ storefront: 'de', path: `/de/page-${i}` }]);
    await vi.advanceTimersByTimeAsync(250);
    await receiving.idle();
    expect(JSON.parse(messages.at(-1)!).targets).toEqual([{ storefront: 'de' }]);
    expect(here.purged.at(-1)).toEqual(['DE /de/about-us', 'DE /de/faq', 'DE /de.data']);
    expect(here.purged).toHaveLength(messages.length);
    // The other instance heard every one, learnt the new content version first and purged the same pages.
    await vi.advanceTimersByTimeAsync(0);
    expect(there.purged).toEqual(here.purged);
    expect(there.versionsLearnt()).toBe(messages.length);
    // What the purges left is carried over to each new version rather than rendered again.
    expect(there.carried.slice(0, 2)).toEqual([
      [1, 2],
      [2, 3],
    ]);
    receiving.close();
    other.close();
  });

  it('a replay inside the window is the same purge once; a message that is not a purge is refused', async () => {
    vi.useFakeTimers();
    const broadcast = createLocalBroadcast();
    const here = instance();
    const purge = createContentPurge({ broadcast, pageCache: here.pageCache, httpCaches: [], logger: quiet() });
    const about = { storefront: 'de' as const, path: '/de/about-us' };
    purge.announce([about]);
    purge.announce([about]);
    await vi.advanceTimersByTimeAsync(250);
    await purge.idle();
    expect(here.purged).toEqual([['DE /de/about-us']]);
    await broadcast.publish(CONTENT_PURGE_CHANNEL, '{"id":"x","targets":[{"storefront":"zz"}]}');
    await broadcast.publish(CONTENT_PURGE_CHANNEL, 'not json');
    expect(here.purged).toHaveLength(1);
    purge.close();
  });

  it('purges anyway when the content version cannot be learnt in time', async () => {
    vi.useFakeTimers();
    const purged: number[] = [];
    const purge = createContentPurge({
      broadcast: createLocalBroadcast(),
      pageCache: {
        purge: () => purged.push(1),
        learnContentVersion: () => new Promise<void>(() => {}),
        contentVersion: () => 1,
        carryOver: () => {},
      },
      httpCaches: [],
      logger: quiet(),
    });
    purge.announce([{ storefront: 'de' }]);
    await vi.advanceTimersByTimeAsync(200 + 2_000);
    expect(purged).toEqual([1]);
    purge.close();
  });
});

describe('BAN to the HTTP caches', () => {
  it('sends BAN / with X-Ban-Storefront and X-Ban-Path to every cache, twice; a failing cache is logged, not thrown', async () => {
    // A TCP listener that reads request heads itself: Node's HTTP parser refuses the BAN method with a 400.
    const seen: { method?: string; url?: string; headers: Record<string, string> }[] = [];
    const fake = createServer((socket) => {
      let head = '';
      // A connection reset while the shop closes is no failure of the test.
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        head += chunk.toString('latin1');
        while (head.includes('\r\n\r\n')) {
          const end = head.indexOf('\r\n\r\n');
          const [line = '', ...fields] = head.slice(0, end).split('\r\n');
          head = head.slice(end + 4);
          const [method, url] = line.split(' ');
          const headers = Object.fromEntries(
            fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]),
          );
          seen.push({ method, url, headers });
          socket.write('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n');
        }
      });
    });
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    const lines: string[] = [];
    const purge = createContentPurge({
      broadcast: createLocalBroadcast(),
      httpCaches: [`http://127.0.0.1:${(fake.address() as AddressInfo).port}`, 'http://127.0.0.1:9'],
      logger: createLogger({ level: 'warn', write: (line) => lines.push(line) }),
      windowMs: 5,
      banRepeatMs: 50,
    });
    purge.announce([{ storefront: 'de', path: '/de/about-us' }, { storefront: 'fr' }]);
    await expect.poll(() => seen.length, { timeout: 3_000 }).toBe(4);
    purge.close();
    fake.close();
    expect(seen.every((s) => s.headers['x-ban-storefront'] !== undefined)).toBe(true);
    expect(seen.every((s) => s.method === 'BAN' && s.url === '/')).toBe(true);
    const bans = seen.slice(0, 2).map((s) => [s.headers['x-ban-storefront'], s.headers['x-ban-path']]);
    expect(bans).toEqual(
      expect.arrayContaining([
        ['de', '/de/about-us'],
        ['fr', undefined],
      ]),
    );
    await expect.poll(() => lines.some((line) => line.includes('http cache ban failed'))).toBe(true);
  });
});
