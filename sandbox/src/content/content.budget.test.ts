import { Agent, get } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../http/serve.js';
import { createClientBudget } from './client-budget.js';
import { startContentSandbox } from './content.sandbox.js';

const TOKEN = 'budget-test-public';
const PREVIEW = 'budget-test-preview';

describe('content service: a request budget per client, in a bounded map', () => {
  it('spends and refills each client’s own bucket: 5 a second, a burst of 5', () => {
    let time = 0;
    const budget = createClientBudget({ perSecond: 5, now: () => time });
    const five = () => Array.from({ length: 6 }, () => budget.take('a'));
    expect(five()).toEqual([true, true, true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    time += 200;
    expect([budget.take('a'), budget.take('a')]).toEqual([true, false]);
  });

  it('tracks at most maxClients: newcomers share one bucket while the tracked are active, and get their own once one is idle', () => {
    let time = 0;
    const budget = createClientBudget({ perSecond: 2, maxClients: 3, now: () => time });
    for (const client of ['a', 'b', 'c']) expect(budget.take(client)).toBe(true);
    // A flood of new addresses: 2 requests between them (the overflow bucket), whatever their number.
    const flood = Array.from({ length: 50 }, (_, i) => budget.take(`new-${i}`));
    expect(flood.filter(Boolean)).toHaveLength(2);
    expect(budget.size()).toBe(3);
    // The tracked clients kept their budgets.
    expect(['a', 'b', 'c'].map((client) => budget.take(client))).toEqual([true, true, true]);
    // A second later 'a', 'b' and 'c' are idle (full again): a newcomer gets a bucket of its own.
    time += 1_000;
    expect(budget.take('late')).toBe(true);
    expect(budget.take('late')).toBe(true);
    expect(budget.size()).toBe(1);
  });

  it('property: never more than maxClients tracked; with room for all, each client’s answers are as if it were alone', () => {
    const step = fc.record({ client: fc.integer({ min: 0, max: 7 }), advanceMs: fc.integer({ min: 0, max: 400 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), fc.integer({ min: 1, max: 8 }), (steps, maxClients) => {
        let time = 0;
        const shared = createClientBudget({ perSecond: 3, maxClients, now: () => time });
        const roomy = createClientBudget({ perSecond: 3, maxClients: 8, now: () => time });
        const alone = new Map<number, ReturnType<typeof createClientBudget>>();
        for (const { client, advanceMs } of steps) {
          time += advanceMs;
          shared.take(String(client));
          expect(shared.size()).toBeLessThanOrEqual(maxClients);
          if (!alone.has(client)) alone.set(client, createClientBudget({ perSecond: 3, now: () => time }));
          expect(roomy.take(String(client))).toBe(alone.get(client)!.take(String(client)));
        }
      }),
    );
  });
});

describe('content service over HTTP: one client’s flood leaves the others their budget', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startContentSandbox({ accessToken: TOKEN, previewToken: PREVIEW, rateLimitPerSecond: 20, cv: 1_700_000_000 });
  });
  afterAll(() => service.close());

  /** `count` requests at once from `localAddress` (any of 127.0.0.0/8 is this machine); answers their statuses. */
  async function requests(localAddress: string, token: string, count: number): Promise<number[]> {
    const agent = new Agent({ keepAlive: true, localAddress, maxSockets: 8 });
    const one = () =>
      new Promise<number>((resolve, reject) => {
        get(`${service.url}/v2/cdn/spaces/me?token=${token}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject);
      });
    try {
      return await Promise.all(Array.from({ length: count }, one));
    } finally {
      agent.destroy();
    }
  }
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('an address that spends its budget (20 a second) does not throttle another address', async () => {
    const flood = await requests('127.0.0.2', TOKEN, 60);
    // 20 at once, then at most what refilled while the rest were answered.
    expect(count(flood, 429)).toBeGreaterThanOrEqual(30);
    expect(await requests('127.0.0.3', TOKEN, 20)).toEqual(Array(20).fill(200));
  });

  it('tokenless requests from the shop’s own address do not spend the budget of the shop’s token there', async () => {
    const strangers = await requests('127.0.0.1', 'not-a-token', 60);
    expect(count(strangers, 429)).toBeGreaterThanOrEqual(30);
    expect(count(strangers, 401) + count(strangers, 429)).toBe(60);
    expect(await requests('127.0.0.1', TOKEN, 20)).toEqual(Array(20).fill(200));
    // The preview token (drafts for the visual editor) has a budget of its own too.
    expect(await requests('127.0.0.1', PREVIEW, 20)).toEqual(Array(20).fill(200));
  });
});
