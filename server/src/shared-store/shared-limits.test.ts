import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { type RedisHarness, startRedis } from '@sockshop/test-fixtures/harness/redis.harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_TIMEOUT_MS } from './redis-connection.js';

// Three sign-ups per address in a window far longer than any test: a refusal can only come from the count.
const NEWSLETTER = { newsletter: { burst: 3, perSecond: 0.001 } };
const OUTAGE = 'shared store unreachable: rate limits count per instance and broadcasts stay in this instance until it returns';

let redis: RedisHarness;
const started: ApiHarness[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  redis.thaw();
  await Promise.all(started.splice(0).map((api) => api.close()));
  // Each test begins with an empty Redis (nothing is persisted).
  await redis.stop();
  await redis.start();
});
afterAll(() => redis?.close());

const instance = async (env: Record<string, string> = {}) => {
  const api = await startApiHarness({ limits: NEWSLETTER, env: { REDIS_URL: redis.url, ...env } });
  started.push(api);
  return api;
};

let signUps = 0;
const signUp = async (api: ApiHarness) => {
  const response = await fetch(`${api.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store: 'de', email: `shared-${++signUps}@example.com`, countryCode: 'DE' }),
  });
  return response.status;
};
const warnings = (api: ApiHarness, message: string) => api.logs.filter((line) => line.level === 'warn' && line.message === message).length;

describe('rate limits shared through Redis', () => {
  it('gives a client its newsletter budget once across two instances, not once per instance', async () => {
    const [a, b] = [await instance(), await instance()];
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['connected', 'connected']);
    expect([await signUp(a), await signUp(b), await signUp(a)]).toEqual([200, 200, 200]);
    expect([await signUp(b), await signUp(a)]).toEqual([429, 429]);
  });

  it('gives a client its diagnostics log bytes once across two instances', async () => {
    const [a, b] = [
      await instance({ DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: '2000' }),
      await instance({ DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: '2000' }),
    ];
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['connected', 'connected']);
    const report = (api: ApiHarness) =>
      fetch(`${api.url}/api/diagnostics/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(200), code: 'e', level: 'warn', service: 'cart' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 20) statuses.push(await report(a));
    // The bytes A took are gone for B too: B refuses at once.
    expect(statuses.filter((status) => status === 202).length).toBeGreaterThan(1);
    expect(statuses.at(-1)).toBe(429);
    expect(await report(b)).toBe(429);
  });

  it('with Redis down at start serves with per-instance limits, warns once, and shares once Redis is up', async () => {
    await redis.stop();
    const [a, b] = [await instance(), await instance()];
    expect(a.sharedStore.state()).toBe('disconnected');
    expect([await signUp(a), await signUp(a), await signUp(a), await signUp(a)]).toEqual([200, 200, 200, 429]);
    expect([await signUp(b), await signUp(b), await signUp(b), await signUp(b)]).toEqual([200, 200, 200, 429]);
    await expect.poll(() => warnings(a, OUTAGE)).toBe(1);

    await redis.start();
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['connected', 'connected']);
    // Every failed reconnect attempt of the outage went by without another warning.
    expect([warnings(a, OUTAGE), warnings(b, OUTAGE)]).toEqual([1, 1]);
    expect(a.logs.some((line) => line.level === 'info' && String(line.message).startsWith('shared store connected'))).toBe(true);
    expect([await signUp(a), await signUp(b), await signUp(a), await signUp(b)]).toEqual([200, 200, 200, 429]);
  });

  it('keeps serving when Redis dies in the middle (limits per instance), and shares again once it is back', async () => {
    const [a, b] = [await instance(), await instance()];
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['connected', 'connected']);
    expect(await signUp(a)).toBe(200);

    await redis.stop();
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['disconnected', 'disconnected']);
    expect([await signUp(a), await signUp(a), await signUp(a), await signUp(a)]).toEqual([200, 200, 200, 429]);
    expect([await signUp(b), await signUp(b), await signUp(b), await signUp(b)]).toEqual([200, 200, 200, 429]);
    expect([warnings(a, OUTAGE), warnings(b, OUTAGE)]).toEqual([1, 1]);

    // The new Redis starts empty: the shared count begins again and holds across both instances.
    await redis.start();
    await expect.poll(() => [a.sharedStore.state(), b.sharedStore.state()]).toEqual(['connected', 'connected']);
    expect([await signUp(b), await signUp(a), await signUp(b), await signUp(a)]).toEqual([200, 200, 200, 429]);
    expect([warnings(a, OUTAGE), warnings(b, OUTAGE)]).toEqual([1, 1]);
  });

  it('holds no request longer than the command timeout while Redis is connected but answers nothing', async () => {
    const a = await instance();
    await expect.poll(() => a.sharedStore.state()).toBe('connected');
    redis.freeze();
    const begun = performance.now();
    expect([await signUp(a), await signUp(a), await signUp(a), await signUp(a)]).toEqual([200, 200, 200, 429]);
    // Four requests, each waiting out one command timeout at most, with room for a busy machine (a wait on the stuck
    // Redis itself would last until the test's own timeout).
    expect(performance.now() - begun).toBeLessThan(4 * COMMAND_TIMEOUT_MS + 3_000);
  });
});
