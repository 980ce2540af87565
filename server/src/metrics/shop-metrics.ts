import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheState } from '../pages/page-cache.js';
import type { RouteType } from './route-type.js';

/** The services the server itself calls (commerce and payments are called by the shopper's browser, not the server). */
export const UPSTREAM_SERVICES = ['content', 'search', 'newsletter', 'rates'] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

/**
 * How one call to a service ended: `ok` is any answer the service meant (a 404 for a missing page included),
 * `rate_limited` a 429, `server_error` a 5xx, `timeout` no answer in time, `error` no answer at all (refused, reset).
 */
export const UPSTREAM_OUTCOMES = ['ok', 'rate_limited', 'server_error', 'timeout', 'error'] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];

/** Where a page answer came from: the node:http fast path in front of the app, or the app's page route. */
export type PageLayer = 'fast' | 'app';

/** What the shared store (Redis) is doing: `off` without one configured. */
export type SharedStoreState = 'off' | 'connected' | 'disconnected';
const SHARED_STORE_STATES: SharedStoreState[] = ['off', 'connected', 'disconnected'];

/** The status recorded for a request whose client went away before the answer was sent (nginx's convention). */
export const CLIENT_CLOSED = 499;

// Buckets in seconds: a cached page or a static file answers in about a millisecond, a render in a few, a backend call
// in tens; the top buckets catch the timeouts (3 s for the search service, 10 s for the content service).
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256, 0.512, 1, 2.5, 5];
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's Prometheus metrics in a registry of their own (two shops in one test process never share a series), with
 * Node's process metrics (event-loop lag, memory, GC). Everything else in the shop records through the methods here and
 * never imports prom-client. docs/operations.md "Metrics" lists each series.
 */
export function createShopMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by route type and status code (499: the client went away first)',
    labelNames: ['route', 'code'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request reaching the shop to its answer being sent, by route type',
    labelNames: ['route'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: 'shop_page_cache_requests_total',
    help: 'Page answers by page-cache state (hit, stale, miss, bypass) and by the layer that answered (fast, app)',
    labelNames: ['state', 'layer'] as const,
    registers,
  });
  const renderSeconds = new Histogram({
    name: 'shop_page_render_seconds',
    help: 'Server renders of a page, whole body included; cacheable="true" renders fill the page cache',
    labelNames: ['cacheable'] as const,
    buckets: RENDER_BUCKETS,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'shop_upstream_requests_total',
    help: 'Calls to the services the server depends on (every retry counts), by service and outcome',
    labelNames: ['service', 'outcome'] as const,
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'shop_upstream_request_duration_seconds',
    help: 'Time to the response headers of a call to a service (or to its failure), by service',
    labelNames: ['service'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Requests refused by one of the own API rate limits, by limit name',
    labelNames: ['limit'] as const,
    registers,
  });
  let sharedStoreState: () => SharedStoreState = () => 'off';
  new Gauge({
    name: 'shop_shared_store_state',
    help: 'The shared store (Redis): 1 for the state it is in (off, connected, disconnected), 0 for the others',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const now = sharedStoreState();
      for (const state of SHARED_STORE_STATES) this.set({ state }, state === now ? 1 : 0);
    },
  });
  const draining = new Gauge({
    name: 'shop_draining',
    help: '1 once the instance has been asked to stop and is draining its requests, else 0',
    registers,
  });
  draining.set(0);

  // Series that exist from the start at 0, so a rate over them is defined before the first event of each kind.
  for (const state of ['hit', 'stale', 'miss', 'bypass'] as const)
    for (const layer of ['fast', 'app'] as const) pageCache.inc({ state, layer }, 0);
  for (const service of UPSTREAM_SERVICES) for (const outcome of UPSTREAM_OUTCOMES) upstreamCalls.inc({ service, outcome }, 0);

  return {
    registry,
    /** One answered request (status `CLIENT_CLOSED` when the client left before it). */
    request(route: RouteType, code: number, seconds: number) {
      requests.inc({ route, code: String(code) });
      requestSeconds.observe({ route }, seconds);
    },
    /** One page answer and the cache state it was served in. */
    served(state: CacheState, layer: PageLayer) {
      pageCache.inc({ state, layer });
    },
    /** One server render of a page. */
    rendered(seconds: number, cacheable: boolean) {
      renderSeconds.observe({ cacheable: String(cacheable) }, seconds);
    },
    /** One call to a service, retries each counted. */
    upstream(service: UpstreamService, outcome: UpstreamOutcome, seconds: number) {
      upstreamCalls.inc({ service, outcome });
      upstreamSeconds.observe({ service }, seconds);
    },
    /** One request over a rate limit. */
    refused(limit: string) {
      refusals.inc({ limit });
    },
    /** Where the shared store's state is read at each scrape. */
    watchSharedStore(store: { state(): SharedStoreState }) {
      sharedStoreState = () => store.state();
    },
    /** The instance has started to drain. */
    draining() {
      draining.set(1);
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
