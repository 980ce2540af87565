import { request } from 'node:http';
import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDiagnosticsBudget, DIAGNOSTICS_LOG_BUDGET } from './diagnostics-budget.js';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ catalogueSize: 20 });
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Posts from one loopback address (127.0.0.2, 127.0.0.3… are distinct clients on Linux), with the longest request id. */
function postFrom(localAddress: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(api.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/diagnostics/log',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-request-id': 'r'.repeat(64) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A full batch as the browser's logger could send it: 20 reports of about 2 KB (the body stays under 48 KiB). */
const batchOf = (client: string) =>
  Array.from({ length: 20 }, (_, i) => ({ message: `${i} ${'x'.repeat(1_900)}`, code: 'flood', level: 'error', service: client }));

const bytesOf = (lines: string[]) => lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);

describe('diagnostics log budget', () => {
  it('a flood from 32 addresses stays within each client’s bytes a minute and the total, and claims no error level', async ({
    annotate,
  }) => {
    const clients = Array.from({ length: 32 }, (_, i) => ({ name: `c${i}`, address: `127.0.0.${10 + i}` }));
    const before = api.logLines.length;
    const started = performance.now();
    // Three full posts from each address, all at once: 96 posts, 3.9 MB of reports.
    const answers = await Promise.all(clients.flatMap((client) => [1, 2, 3].map(() => postFrom(client.address, batchOf(client.name)))));
    const seconds = (performance.now() - started) / 1000;
    const written = api.logLines.slice(before).filter((line) => line.includes('"source":"client"'));
    const writtenBy = (client: string) => written.filter((line) => line.includes(`"service":"${client}"`));

    for (const client of clients)
      expect(bytesOf(writtenBy(client.name)), client.name).toBeLessThanOrEqual(DIAGNOSTICS_LOG_BUDGET.perClient);
    expect(bytesOf(written)).toBeLessThanOrEqual(DIAGNOSTICS_LOG_BUDGET.total);
    // Each address got its first post in unless the total was used up; the rest were refused or dropped, not lost silently.
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(64);
    expect(answers.some((answer) => answer.status === 202 && answer.body.dropped === 20)).toBe(true);
    expect(bytesOf(written)).toBeGreaterThan(DIAGNOSTICS_LOG_BUDGET.total / 2);
    // Every report claimed `error`; a browser cannot write error lines into the shop's log.
    expect(written.every((line) => line.includes('"level":"warn"') && line.includes('"reportedLevel":"error"'))).toBe(true);
    await annotate(
      `diagnostics flood: ${answers.length} posts in ${seconds.toFixed(2)} s, ${bytesOf(written)} bytes logged ` +
        `(largest client ${Math.max(...clients.map((client) => bytesOf(writtenBy(client.name))))} bytes)`,
    );
  }, 20_000);

  it('a client over its bytes answers 429 with the seconds until its minute ends; the next minute it is heard again', async () => {
    vi.useFakeTimers({ now: 0 });
    const lines: Record<string, unknown>[] = [];
    const budget = createDiagnosticsBudget(
      { perClient: 1_000, total: 10_000 },
      { warn: (message, data) => lines.push({ message, ...data }) },
    );
    expect(await budget.spend('a', 800, 1)).toEqual({ spent: true });
    vi.advanceTimersByTime(20_000);
    expect(await budget.spend('a', 300, 1)).toEqual({ spent: false, over: 'client', retryAfterSeconds: 40 });
    expect(await budget.spend('b', 900, 1)).toEqual({ spent: true });
    vi.advanceTimersByTime(40_000);
    expect(await budget.spend('a', 900, 1)).toEqual({ spent: true });
    expect(lines).toEqual([]);
  });

  it('reports over the total are dropped and counted in one warn line a minute later, whatever their number', async () => {
    vi.useFakeTimers({ now: 0 });
    const lines: Record<string, unknown>[] = [];
    const budget = createDiagnosticsBudget(
      { perClient: 1_000, total: 2_000 },
      { warn: (message, data) => lines.push({ message, ...data }) },
    );
    for (let client = 0; client < 50; client++) await budget.spend(`c${client}`, 500, 2);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual([expect.objectContaining({ message: expect.stringContaining('dropped'), reports: 2 * 46, bytes: 500 * 46 })]);
  });
});
