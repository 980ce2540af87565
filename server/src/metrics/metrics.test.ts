import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Limiter } from '../api/deps.js';
import { ApiError } from '../api/errors.js';
import { createServerServices } from '../composition-root.js';
import { loadConfig } from '../config.js';
import { measureRequests } from './http-metrics.js';
import { startMetricsServer } from './metrics-server.js';
import { countRefusals } from './rate-limit-refusals.js';
import { ROUTE_TYPES, routeTypeOf } from './route-type.js';
import { createShopMetrics, type ShopMetrics, type UpstreamService } from './shop-metrics.js';
import { measuredFetch } from './upstream-fetch.js';

const quiet = { info() {}, warn() {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The series of one metric in the registry: each one's labels and value. */
async function seriesOf(metrics: ShopMetrics, name: string) {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values as { labels: Record<string, string | number>; value: number; metricName?: string }[];
}

async function countOf(metrics: ShopMetrics, name: string, labels: Record<string, string>) {
  const found = (await seriesOf(metrics, name)).find((series) =>
    Object.entries(labels).every(([key, value]) => series.labels[key] === value),
  );
  return found?.value ?? 0;
}

/** A node:http server on a free loopback port. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(
    () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request metrics', () => {
  it('label 1,000 random paths with a handful of route types, never the path', async () => {
    const metrics = createShopMetrics();
    const listener = measureRequests(() => undefined, metrics);
    const paths = fc.sample(
      fc.oneof(
        fc.webPath(),
        fc.webPath().map((path) => `${path}.data`),
        fc.webPath().map((path) => `/assets${path}`),
        fc.webPath().map((path) => `/api${path}?q=${path}`),
        fc.string({ maxLength: 80 }).map((junk) => `/${junk}`),
      ),
      { numRuns: 1_000, seed: 24 },
    );
    for (const path of paths) {
      // What measureRequests reads of node:http's request and answer: the target, then the status once it is sent.
      const res = Object.assign(new EventEmitter(), { statusCode: path.length % 2 ? 200 : 404, writableFinished: true });
      listener({ url: path } as IncomingMessage, res as unknown as ServerResponse);
      res.emit('close');
    }
    const series = await seriesOf(metrics, 'shop_http_requests_total');
    expect(series.reduce((sum, one) => sum + one.value, 0)).toBe(1_000);
    expect(series.length).toBeLessThanOrEqual(ROUTE_TYPES.length * 2);
    for (const one of series) expect(ROUTE_TYPES).toContain(one.labels.route);
    // Every route type met, so the classification is not one bucket.
    expect(new Set(series.map((one) => one.labels.route)).size).toBeGreaterThanOrEqual(5);
  });

  it('reads the route type from the path alone', () => {
    expect(routeTypeOf('/healthz')).toBe('health');
    expect(routeTypeOf('/assets/entry.client-Ab12.js')).toBe('asset');
    expect(routeTypeOf('/favicon.svg')).toBe('static');
    expect(routeTypeOf('/sitemaps/de.xml')).toBe('seo');
    expect(routeTypeOf('/search/?term=x')).toBe('api');
    expect(routeTypeOf('/api/newsletter')).toBe('api');
    expect(routeTypeOf('/de/adults/socks.data?_routes=x')).toBe('data');
    expect(routeTypeOf('/de/product/SOCK-0001?utm_source=a.b')).toBe('page');
  });

  it('records a request whose client left before the answer as 499', async () => {
    const metrics = createShopMetrics();
    const listener = measureRequests(() => undefined, metrics);
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: false });
    listener({ url: '/de' } as IncomingMessage, res as unknown as ServerResponse);
    res.emit('close');
    expect(await countOf(metrics, 'shop_http_requests_total', { route: 'page', code: '499' })).toBe(1);
  });
});

describe('upstream metrics', () => {
  it('count a service that refuses connections as an error, one that answers 503 as a server error, both with their time', async () => {
    const metrics = createShopMetrics();
    // A port that was free a moment ago: nothing listens there.
    const closed = await listen((_req, res) => res.end());
    await cleanups.pop()?.();
    const failing = await listen((_req, res) => res.writeHead(503).end());
    const services = createServerServices(
      {
        content: { endpoint: `${failing}/v2`, accessToken: 'token', rateLimit: 50 },
        catalog: { baseUrl: closed, token: 'token', imageBaseUrl: closed },
      },
      { info() {}, warn() {}, error() {} },
      { env: 'production' } as Parameters<typeof createServerServices>[2],
      (service: UpstreamService) => measuredFetch(service, metrics.upstream),
    );
    const suggestion = await services.catalog.suggest('sock', 1, { storefront: 'de', currency: 'EUR' });
    expect(suggestion.isErr()).toBe(true);
    // ky tries three times (two retries): each is a call.
    expect(await countOf(metrics, 'shop_upstream_requests_total', { service: 'search', outcome: 'error' })).toBe(3);
    expect(await countOf(metrics, 'shop_upstream_requests_total', { service: 'search', outcome: 'ok' })).toBe(0);
    const version = await services.content.contentVersion();
    expect(version.isErr()).toBe(true);
    expect(await countOf(metrics, 'shop_upstream_requests_total', { service: 'content', outcome: 'server_error' })).toBeGreaterThanOrEqual(
      1,
    );
    const seconds = await seriesOf(metrics, 'shop_upstream_request_duration_seconds');
    const count = (service: string) => seconds.find((one) => one.metricName?.endsWith('_count') && one.labels.service === service)?.value;
    expect(count('search')).toBe(3);
    expect(count('content')).toBeGreaterThanOrEqual(1);
  });

  it('count a call cut by its timeout as a timeout and a 429 as rate limited', async () => {
    const metrics = createShopMetrics();
    const silent = await listen(() => undefined);
    const busy = await listen((_req, res) => res.writeHead(429).end());
    const fetchRates = measuredFetch('rates', metrics.upstream);
    await expect(fetchRates(silent, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    expect((await fetchRates(busy)).status).toBe(429);
    expect(await countOf(metrics, 'shop_upstream_requests_total', { service: 'rates', outcome: 'timeout' })).toBe(1);
    expect(await countOf(metrics, 'shop_upstream_requests_total', { service: 'rates', outcome: 'rate_limited' })).toBe(1);
  });
});

describe('rate-limit refusals', () => {
  it('are counted by the name of the limit that refused, through take and enforce alike', async () => {
    const refused: string[] = [];
    let allow = true;
    const limiter: Limiter = {
      take: async () => allow,
      enforce: async () => {
        if (!allow) throw new ApiError('RATE_LIMITED', 'Too many requests');
      },
    };
    const counted = countRefusals({ newsletter: limiter, search: limiter }, (limit) => refused.push(limit));
    const context = {} as Parameters<Limiter['take']>[0];
    await counted.search.enforce(context);
    expect(await counted.newsletter.take(context)).toBe(true);
    expect(refused).toEqual([]);
    allow = false;
    await expect(counted.search.enforce(context)).rejects.toThrow('Too many requests');
    expect(await counted.newsletter.take(context)).toBe(false);
    expect(refused).toEqual(['search', 'newsletter']);
  });
});

describe('the metrics listener', () => {
  it('answers Prometheus text on GET /metrics only, with the process metrics and the shared store state', async () => {
    const metrics = createShopMetrics();
    const server = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1', log: quiet });
    if (!server) throw new Error('the metrics listener did not start');
    cleanups.push(() => server.close());
    const answer = await fetch(server.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'shop_draining 0',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('shop_shared_store_state{state="off"} 1');
    metrics.watchSharedStore({ state: () => 'disconnected' });
    expect(await (await fetch(server.url)).text()).toContain('shop_shared_store_state{state="disconnected"} 1');
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
  });

  it('that cannot listen is a warning and no metrics, not an error', async () => {
    const taken = new URL(await listen((_req, res) => res.end()));
    const warnings: string[] = [];
    const server = await startMetricsServer(createShopMetrics().registry, {
      port: Number(taken.port),
      host: '127.0.0.1',
      log: { info() {}, warn: (message) => warnings.push(message) },
    });
    expect(server).toBeUndefined();
    expect(warnings).toEqual(['metrics listener could not start: the shop runs without metrics']);
  });

  it('is off unless METRICS_PORT is set; 0 asks for a free port; anything else but a port stops start-up', () => {
    const services = {
      CONTENT_API_URL: 'https://api.storyblok.com/v2',
      CONTENT_TOKEN: 't',
      CONTENT_PREVIEW_TOKEN: 'p',
      SEARCH_API_URL: 'https://search.example',
      SEARCH_TOKEN: 's',
      COMMERCE_API_URL: 'https://commerce.internal',
      PAYMENT_PROVIDER_PUBLIC_URL: 'https://checkout.pay.example',
      NEWSLETTER_API_URL: 'https://news.example',
      NEWSLETTER_API_KEY: 'n',
      RATES_API_URL: 'https://rates.example',
    };
    expect(loadConfig(services).METRICS_PORT).toBeUndefined();
    expect(loadConfig(services).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...services, METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ ...services, METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(loadConfig({ ...services, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
    expect(() => loadConfig({ ...services, METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...services, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
