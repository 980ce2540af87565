import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { holdConnections, requestsFrom } from '@sockshop/test-fixtures/harness/connections';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionLimits } from './connection-guard.js';
import { CONNECTION_DEFAULTS, createShopServer } from './http-server.js';

// One client holding every connection it can must not lock out the others (connection-guard.ts).
let server: Server | undefined;
const releases: (() => void)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const release of releases.splice(0)) release();
  await new Promise<void>((done) => {
    server?.close(() => done());
    server?.closeAllConnections();
  });
});

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
const answerOk: Listener = (_req, res) => res.end('ok');

const listening = async (limits: ConnectionLimits, listener = answerOk, log?: { warn: (message: string, data?: object) => void }) => {
  server = createShopServer(listener, limits, log);
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const connectionsOf = (of: Server) => new Promise<number>((resolve) => of.getConnections((_error, count) => resolve(count)));

/** Waits until the server's connection count has settled at or under `limit` (the guard's closes land asynchronously). */
const settledAtMost = (limit: number) => expect.poll(() => connectionsOf(server!)).toBeLessThanOrEqual(limit);

describe('connections per client', () => {
  it('one address opening 1,000 keep-alive connections holds 100 (its share) while another address gets 13 of 13 answers', async () => {
    const url = await listening({ maxConnections: 300, maxConnectionsPerClient: 100 });
    const greedy = await holdConnections(url, { from: '127.0.0.2', count: 1_000 });
    releases.push(greedy.release);
    await expect.poll(() => greedy.open()).toBe(100);
    expect(await requestsFrom(url, { from: '127.0.0.3', count: 13 })).toEqual(Array(13).fill(200));
    await settledAtMost(101);
  });

  it('when the server is full of idle keep-alive connections, the longest idle make room for a new client', async () => {
    const url = await listening({ maxConnections: 300, maxConnectionsPerClient: 100 });
    const first = await holdConnections(url, { from: '127.0.0.2', count: 100 });
    const second = await holdConnections(url, { from: '127.0.0.3', count: 100 });
    const third = await holdConnections(url, { from: '127.0.0.4', count: 100 });
    releases.push(first.release, second.release, third.release);
    expect([first.open(), second.open(), third.open()]).toEqual([100, 100, 100]);

    // A browser keeps its connections too: thirteen of them, each in by closing one of the first client's, idle longest.
    const newcomer = await holdConnections(url, { from: '127.0.0.5', count: 13 });
    releases.push(newcomer.release);
    expect(newcomer.answered).toBe(13);
    await expect.poll(() => first.open()).toBe(87);
    expect([second.open(), third.open(), newcomer.open()]).toEqual([100, 100, 13]);
    await settledAtMost(300);
  });

  it('connections with a request in flight are never closed for others: a newcomer is refused until one is idle', async () => {
    const waiting: ServerResponse[] = [];
    const url = await listening({ maxConnections: 10, maxConnectionsPerClient: 10 }, (req, res) => {
      if (req.socket.remoteAddress === '127.0.0.2') waiting.push(res);
      else res.end('ok');
    });
    const busy = holdConnections(url, { from: '127.0.0.2', count: 10 });
    await expect.poll(() => waiting.length).toBe(10);
    expect(await requestsFrom(url, { from: '127.0.0.3', count: 2 })).toEqual(['reset', 'reset']);

    for (const res of waiting) res.end('done');
    const held = await busy;
    releases.push(held.release);
    expect(await requestsFrom(url, { from: '127.0.0.3', count: 2 })).toEqual([200, 200]);
    expect(held.open()).toBeGreaterThanOrEqual(8);
  });

  it('what the guard closed or refused is one warn line a minute later, with the counts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const lines: { message: string; data?: object }[] = [];
    const url = await listening({ maxConnections: 10, maxConnectionsPerClient: 5 }, answerOk, {
      warn: (message, data) => lines.push({ message, ...(data ? { data } : {}) }),
    });
    const greedy = await holdConnections(url, { from: '127.0.0.2', count: 20 });
    releases.push(greedy.release);
    await expect.poll(() => greedy.open()).toBe(5);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual([{ message: 'connections refused or closed to make room', data: expect.any(Object) }]);
    // Each of the 15 over the share either closed one of the client's idle ones or, meeting all five busy, was refused.
    const { refused, closedIdle } = lines[0]!.data as { refused: number; closedIdle: number };
    expect(refused + closedIdle).toBe(15);
  });

  it('at the defaults, one address opening 10,000 keep-alive connections holds 256 and another still gets 13 of 13 answers', async () => {
    const url = await listening(CONNECTION_DEFAULTS);
    const greedy = await holdConnections(url, { from: '127.0.0.2', count: 10_000 });
    releases.push(greedy.release);
    await expect.poll(() => greedy.open()).toBe(CONNECTION_DEFAULTS.maxConnectionsPerClient);
    expect(await requestsFrom(url, { from: '127.0.0.3', count: 13 })).toEqual(Array(13).fill(200));
  }, 60_000);
});
