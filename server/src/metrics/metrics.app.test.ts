import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { type SandboxHarness, startTestSandbox } from '@sockshop/test-fixtures/harness/sandbox.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createShopServer } from '../http-server.js';
import { createLogger } from '../logging/logger.js';
import { createShop, type Shop } from '../shop.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

// The built shop with METRICS_PORT set, as main.ts runs it: the metrics listener's text after a few requests of each kind.

let sandbox: SandboxHarness;
let shop: Shop;
let metrics: MetricsServer;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startTestSandbox({ PUBLIC_ORIGIN: 'http://127.0.0.1' });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', RATE_LIMITS: 'newsletter=1/60', ...sandbox.env });
  shop = await createShop(config, createLogger({ level: 'error', write: () => undefined }));
  const server = createShopServer(shop.handle, { maxConnections: 100, maxConnectionsPerClient: 100 });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!shop.metrics) throw new Error('METRICS_PORT is set: the shop should keep metrics');
  const started = await startMetricsServer(shop.metrics.registry, { port: 0, host: '127.0.0.1', log: { info() {}, warn() {} } });
  if (!started) throw new Error('the metrics listener did not start');
  metrics = started;
  close = async () => {
    await metrics.close();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
    await shop.close();
  };
});
afterAll(async () => {
  await close?.();
  await sandbox?.close();
});

/** The value of one series in Prometheus text (`name{labels}` as written), 0 when absent. */
function valueIn(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics of a running shop', () => {
  it('count requests by route type, page-cache states on both layers, renders, upstream calls and rate-limit refusals', async () => {
    const asset = readdirSync(resolve(import.meta.dirname, '../../../build/client/assets')).find((name) => name.endsWith('.css'));
    const get = async (path: string) => (await fetch(`${base}${path}`)).status;
    expect(await get('/de')).toBe(200); // rendered: a miss
    expect(await get('/de')).toBe(200); // the fast path's hit
    expect(await get('/de/cart')).toBeLessThan(400); // never cached: a bypass (or a redirect to it)
    expect(await get(`/assets/${asset}`)).toBe(200);
    expect(await get('/healthz')).toBe(200);
    expect(await get('/readyz')).toBe(200);
    const signUp = () =>
      fetch(`${base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ store: 'de', email: 'metrics@example.com', countryCode: 'DE' }),
      });
    expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(429);

    const answer = await fetch(metrics.url);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(valueIn(text, 'shop_http_requests_total{route="page",code="200"}')).toBeGreaterThanOrEqual(2);
    expect(valueIn(text, 'shop_http_requests_total{route="asset",code="200"}')).toBe(1);
    expect(valueIn(text, 'shop_http_requests_total{route="health",code="200"}')).toBe(2);
    expect(valueIn(text, 'shop_http_requests_total{route="api",code="429"}')).toBe(1);
    expect(valueIn(text, 'shop_http_request_duration_seconds_count{route="page"}')).toBeGreaterThanOrEqual(3);
    expect(valueIn(text, 'shop_page_cache_requests_total{state="miss",layer="app"}')).toBeGreaterThanOrEqual(1);
    expect(valueIn(text, 'shop_page_cache_requests_total{state="hit",layer="fast"}')).toBeGreaterThanOrEqual(1);
    expect(valueIn(text, 'shop_page_cache_requests_total{state="bypass",layer="app"}')).toBeGreaterThanOrEqual(1);
    expect(valueIn(text, 'shop_page_render_seconds_count{cacheable="true"}')).toBeGreaterThanOrEqual(1);
    expect(valueIn(text, 'shop_upstream_requests_total{service="content",outcome="ok"}')).toBeGreaterThan(0);
    expect(valueIn(text, 'shop_upstream_requests_total{service="search",outcome="ok"}')).toBeGreaterThan(0);
    expect(valueIn(text, 'shop_upstream_requests_total{service="newsletter",outcome="ok"}')).toBe(1);
    expect(valueIn(text, 'shop_upstream_request_duration_seconds_count{service="content"}')).toBeGreaterThan(0);
    expect(valueIn(text, 'shop_rate_limit_refusals_total{limit="newsletter"}')).toBe(1);
    expect(valueIn(text, 'shop_shared_store_state{state="off"}')).toBe(1);
    expect(valueIn(text, 'shop_draining')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('say the instance is draining once it is asked to stop, as /readyz does', async () => {
    shop.startDraining();
    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: 'draining' });
    expect(valueIn(await (await fetch(metrics.url)).text(), 'shop_draining')).toBe(1);
  });
});
