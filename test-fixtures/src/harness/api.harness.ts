import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createHttpCatalog } from '@sockshop/adapters/catalog/catalog.http';
import { createStoryblokContent } from '@sockshop/adapters/content/content.storyblok';
import { createHttpNewsletter } from '@sockshop/adapters/newsletter/newsletter.http';
import { createHttpRates } from '@sockshop/adapters/rates/rates.http';
import { silentLogger } from '@sockshop/core/ports';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { createContentSandboxHandler } from '@sockshop/sandbox/content/content.sandbox';
import { listen } from '@sockshop/sandbox/http/serve';
import { type NewsletterSandbox, startNewsletterSandbox } from '@sockshop/sandbox/newsletter/newsletter.sandbox';
import { type RatesSandbox, startRatesSandbox } from '@sockshop/sandbox/rates/rates.sandbox';
import { type SearchSandbox, startSearchSandbox } from '@sockshop/sandbox/search/search.sandbox';
import { createApi } from '@sockshop/server/api/api-app';
import type { ApiLimits } from '@sockshop/server/api/deps';
import { ApiError, answerError } from '@sockshop/server/api/errors';
import { type Config, loadConfig } from '@sockshop/server/config';
import { createLogger } from '@sockshop/server/logging/logger';
import { requestContext, type ShopEnv } from '@sockshop/server/request-context';
import { createSharedStore, type SharedStore } from '@sockshop/server/shared-store/shared-store';
import { Hono } from 'hono';

/** `limited`: the content service answers every call with its own 429. */
export type ContentMode = 'up' | 'down' | 'slow' | 'limited';

export interface ApiHarness {
  /** The API on 127.0.0.1, e.g. http://127.0.0.1:41234. */
  url: string;
  config: Config;
  search: SearchSandbox;
  newsletter: NewsletterSandbox;
  rates: RatesSandbox;
  /** Requests the content sandbox received (the proxy's upstream calls). */
  content: { setMode(mode: ContentMode): void; requests(): number };
  /** Parsed JSON log lines the API wrote. */
  logs: Record<string, unknown>[];
  /** The same lines as written, for counting the log's bytes. */
  logLines: string[];
  /** The clock the API reads; tests move it forward. */
  clock: { advance(ms: number): void };
  /** The rate limits' store and the broadcast: Redis when `env` sets REDIS_URL, as in the shop. */
  sharedStore: SharedStore;
  close(): Promise<void>;
}

export const HARNESS_ORIGIN = 'http://shop.test';
const CATALOGUE_SIZE = 120;

/** The skus a harness of that catalogue size serves, known before it starts (the catalogue is generated from a seed). */
export function harnessSkus(catalogueSize = CATALOGUE_SIZE): string[] {
  return generateCatalogue({ size: catalogueSize }).map((product) => product.sku);
}

/**
 * The shop's own API on its own, with real sandboxes behind the real HTTP adapters:
 * content (switchable down or slow), search (fault injection), newsletter (SQLite in a temp dir) and rates.
 * No React build is needed. Short adapter timeouts keep the outage tests fast.
 */
export async function startApiHarness(
  options: {
    limits?: Partial<ApiLimits>;
    catalogueSize?: number;
    /** Stop the API's clock (only `clock.advance` moves it), so nothing goes stale by itself during a long run. */
    frozenClock?: boolean;
    /** More of the shop's environment (e.g. `TRUST_PROXY`, the diagnostics byte budgets). */
    env?: Record<string, string>;
  } = {},
): Promise<ApiHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-api-'));
  // Test secrets of this harness's own sandboxes (the shop has no default secret).
  const secrets = {
    CONTENT_TOKEN: 'harness-content-token',
    CONTENT_PREVIEW_TOKEN: 'harness-preview-token',
    SEARCH_TOKEN: 'harness-search-token',
    NEWSLETTER_API_KEY: 'harness-newsletter-key',
  };
  let offset = 0;
  const start = Date.now();
  const now = () => (options.frozenClock ? start : Date.now()) + offset;

  let mode: ContentMode = 'up';
  let contentRequests = 0;
  const contentHandler = createContentSandboxHandler({
    accessToken: secrets.CONTENT_TOKEN,
    previewToken: secrets.CONTENT_PREVIEW_TOKEN,
    rateLimitPerSecond: 0,
  });
  const content = await listen(
    (req, res) => {
      contentRequests += 1;
      if (mode === 'down') return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
      if (mode === 'limited') {
        return void res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"Too many requests"}');
      }
      if (mode === 'slow') return void setTimeout(() => contentHandler(req, res), 4_000);
      contentHandler(req, res);
    },
    { port: 0 },
  );
  const search = await startSearchSandbox({
    token: secrets.SEARCH_TOKEN,
    products: generateCatalogue({ size: options.catalogueSize ?? CATALOGUE_SIZE }),
  });
  const newsletter = await startNewsletterSandbox({ apiKey: secrets.NEWSLETTER_API_KEY, dbPath: join(dataDir, 'newsletter.sqlite') });
  const rates = await startRatesSandbox();
  // The shop's configuration for these services, as `npm start` passes it; commerce and payments are the browser's.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: HARNESS_ORIGIN,
    ...secrets,
    CONTENT_API_URL: `${content.url}/v2`,
    SEARCH_API_URL: search.url,
    COMMERCE_API_URL: HARNESS_ORIGIN,
    PAYMENT_PROVIDER_PUBLIC_URL: HARNESS_ORIGIN,
    NEWSLETTER_API_URL: newsletter.url,
    RATES_API_URL: rates.url,
    ...options.env,
  });

  const logs: Record<string, unknown>[] = [];
  const logLines: string[] = [];
  const logger = createLogger({
    level: 'info',
    write: (line) => {
      logLines.push(line);
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const sharedStore = createSharedStore(config.REDIS_URL, logger);
  const services = {
    catalog: createHttpCatalog({ baseUrl: search.url, token: config.SEARCH_TOKEN, timeoutMs: 1_000, retries: 0 }),
    content: createStoryblokContent({
      endpoint: `${content.url}/v2`,
      accessToken: config.CONTENT_TOKEN,
      rateLimit: 50,
      logger: silentLogger,
      cache: false,
      timeoutSeconds: 2,
    }),
    logger,
    publicConfig: {
      env: config.APP_ENV,
      origin: HARNESS_ORIGIN,
      commerceUrl: HARNESS_ORIGIN,
      paymentProviderUrl: HARNESS_ORIGIN,
      imageBaseUrl: search.url,
    },
  };
  const api = createApi({
    services,
    config,
    logger,
    newsletter: createHttpNewsletter({ baseUrl: newsletter.url, apiKey: config.NEWSLETTER_API_KEY, timeoutMs: 1_000 }),
    rates: createHttpRates({ baseUrl: rates.url, timeoutMs: 500 }),
    contentApiUrl: `${content.url}/v2`,
    build: { id: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' },
    ...(options.limits ? { limits: options.limits } : {}),
    limiterStore: sharedStore.limiters,
    now,
  });
  // As the shop mounts it (app.ts), with every request's id 'test'; no pages here, so the rest is a JSON 404.
  const app = new Hono<ShopEnv>({ strict: false });
  app.onError(answerError);
  app.use(requestContext(logger, () => 'test'));
  app.route('/', api);
  app.all('*', (c) => {
    throw new ApiError('NOT_FOUND', `No API route ${c.req.path}`);
  });
  const server = await listen(getRequestListener(app.fetch), { port: 0 });

  return {
    url: server.url,
    config,
    search,
    newsletter,
    rates,
    content: { setMode: (next) => (mode = next), requests: () => contentRequests },
    logs,
    logLines,
    clock: { advance: (ms) => (offset += ms) },
    sharedStore,
    async close() {
      await server.close();
      await sharedStore.close();
      await Promise.all([content.close(), search.close(), newsletter.close(), rates.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
