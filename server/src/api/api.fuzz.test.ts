import { type ApiHarness, harnessSkus, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A fuzz of every own-API endpoint's query, path and body: whatever arrives, the answer is never a 5xx, the
 * server keeps answering, an error is `{ error: { code, message } }`, and rejected input changes nothing.
 * `FUZZ_RUNS` raises the cases per endpoint (default 500) for a longer run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const CATALOGUE_SIZE = 40;
/** The harness generates this catalogue, so a real sku is known before it starts. */
const SKU = harnessSkus(CATALOGUE_SIZE)[0]!;
const UNLIMITED = { burst: 1e9, perSecond: 1e9 };
/** Room for a slow CI machine: about 40 ms a case, never less than the project's 30 s. */
const TIMEOUT = Math.max(30_000, RUNS * 40);

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({
    catalogueSize: CATALOGUE_SIZE,
    frozenClock: true,
    limits: { newsletter: UNLIMITED, diagnostics: UNLIMITED, widget: UNLIMITED, search: UNLIMITED, content: UNLIMITED },
  });
});
afterAll(() => api.close());

interface Request {
  method?: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** Any text, hostile text, or one of the values the endpoint accepts, so the fuzz reaches the happy paths too. */
const JUNK = ['', ' ', '%', '..', '../..', '<script>', '\u0000', 'null', '-1', '1e309', '__proto__', 'constructor'];
const text = (...valid: string[]) =>
  fc.oneof(
    { weight: valid.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...(valid.length > 0 ? valid : ['x'])) },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );
const anyValue = (...valid: unknown[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  );
const enc = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%E0';
  }
};
/** A path segment: usually encoded, sometimes raw (malformed escapes, dots, slashes). */
const segment = (...valid: string[]) => fc.oneof(text(...valid).map(enc), text(...valid));
const queryOf = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${enc(key)}=${enc(value!)}`)
    .join('&');
/** A JSON body built from the fields, or junk text, or any JSON. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

async function send(request: Request): Promise<Response> {
  return fetch(`${api.url}${request.path}`, {
    method: request.method ?? 'GET',
    ...(request.body === undefined ? {} : { body: request.body }),
    headers: { 'content-type': request.contentType ?? 'application/json' },
    redirect: 'manual',
  });
}

async function expectSane(response: Response, request: Request): Promise<void> {
  const label = `${request.method ?? 'GET'} ${request.path} ${request.body ?? ''}`.slice(0, 300);
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const answer = (await response.json()) as unknown;
    // The content proxy passes the content service's own 404 body (a JSON array) through.
    if (!Array.isArray(answer)) expect(answer, label).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  } else await response.arrayBuffer();
}

/** Each endpoint's fuzz must also reach its happy path (a 2xx) at least once, or it proves little. */
const fuzz = (name: string, requests: fc.Arbitrary<Request>, state?: () => number) =>
  it(
    `${name}: ${RUNS} cases, no 5xx`,
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const before = state?.();
          const response = await send(request);
          // Rejected input reaches no backend: the state a test can see (e.g. upstream calls) is unchanged.
          if (state && [400, 403, 413, 415].includes(response.status)) expect(state(), request.path).toBe(before);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          await expectSane(response, request);
        }),
        { numRuns: RUNS },
      );
      expect(
        [...statuses.keys()].some((status) => status < 300),
        JSON.stringify(Object.fromEntries(statuses)),
      ).toBe(true);
    },
    TIMEOUT,
  );

const storefront = text('de', 'uk', 'eu', 'gl');
const context = fc.oneof(fc.record({ storefront: anyValue('de', 'us', 'gl') }, { requiredKeys: [] }), anyValue(null));

describe('own API fuzz', () => {
  fuzz(
    'GET /api/country-code',
    fc.record({ code: fc.option(text('de', 'at', 'se', 'DE', 'au', 'zz')), cv: fc.option(text('1700000000')) }).map(({ code, cv }) => ({
      path: `/api/country-code?${queryOf({ 'country-code': code ?? undefined, cv: cv ?? undefined })}`,
    })),
  );
  fuzz(
    'GET /api/eurocon',
    text('cv').map((q) => ({ path: `/api/eurocon?${queryOf({ cv: q })}` })),
  );
  fuzz(
    'GET /api/build',
    text().map((q) => ({ path: `/api/build?${queryOf({ x: q })}` })),
  );

  it(
    `POST /api/newsletter (JSON and form): ${RUNS} cases each, no 5xx, rejected input stores nothing`,
    async () => {
      const fields = {
        store: anyValue('de', 'uk', 'xx'),
        email: anyValue('fuzz@example.com', 'not-an-email', 'a@b'),
        countryCode: anyValue('DE', 'gb', 'AU'),
        checkout: anyValue(true, 'true', 'on'),
      };
      const json = body(fields).map((b): Request => ({ method: 'POST', path: '/api/newsletter', body: b }));
      const form = fc
        .record({ store: text('de', 'uk'), email: text('form@example.com', 'bad'), countryCode: text('DE', 'GB') }, { requiredKeys: [] })
        .map(
          (f): Request => ({
            method: 'POST',
            path: '/api/newsletter',
            body: new URLSearchParams(f as Record<string, string>).toString(),
            contentType: 'application/x-www-form-urlencoded',
          }),
        );
      await fc.assert(
        fc.asyncProperty(fc.oneof(json, form), async (request) => {
          const before = api.newsletter.count();
          const response = await send(request);
          const location = response.headers.get('location') ?? '';
          if (response.status === 303) expect(location).toMatch(/^\/[^/\\]/);
          const accepted = response.status === 200 || location.endsWith('newsletter=success#newsletter');
          await expectSane(response, request);
          if (!accepted) expect(api.newsletter.count(), request.body).toBe(before);
        }),
        { numRuns: 2 * RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `POST /api/diagnostics/log: ${RUNS} cases, no 5xx, rejected reports are not logged`,
    async () => {
      const reports = body({
        message: anyValue('Cart failed'),
        code: anyValue('error_fetch_cart', 'a b'),
        data: fc.jsonValue({ maxDepth: 2 }),
        level: anyValue('error', 'info', 'warn', 'debug'),
        service: anyValue('cart', ''),
      }).map((b): Request => ({ method: 'POST', path: '/api/diagnostics/log', body: b }));
      await fc.assert(
        fc.asyncProperty(reports, async (request) => {
          const before = api.logs.length;
          const response = await send(request);
          await expectSane(response, request);
          if (response.status !== 202) expect(api.logs.length).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  fuzz(
    'GET /api/product/{widget}/{sku}',
    fc
      .record({ widget: segment('pdp', 'bestsellers'), sku: segment(SKU), sessionId: fc.option(text('abc-1')), sf: fc.option(storefront) })
      .map(({ widget, sku, sessionId, sf }) => ({
        path: `/api/product/${widget}/${sku}?${queryOf({ sessionId: sessionId ?? undefined, storefront: sf ?? undefined })}`,
      })),
  );
  fuzz(
    'GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}',
    fc
      .record({
        widget: segment('bestsellers', 'basket'),
        profile: segment('home'),
        limit: segment('4', '64'),
        page: segment('1', '2'),
        variables: fc.oneof(
          segment('-', '%7B%7D', enc('{"$CartAmount":100}')),
          fc.jsonValue({ maxDepth: 2 }).map((v) => enc(JSON.stringify(v))),
        ),
        sf: fc.option(storefront),
      })
      .map((p) => ({
        path: `/api/v2/products/${p.widget}/${p.profile}/${p.limit}/${p.page}/${p.variables}?${queryOf({ storefront: p.sf ?? undefined })}`,
      })),
  );
  fuzz(
    'POST /api/v2/widget',
    body({
      widgetId: anyValue('basket', 'pdp'),
      profileId: anyValue('cart'),
      variables: anyValue({ $CartAmount: 100, $selected_items_1: 'S1', $ShippingThreshold: 5000 }),
      limit: anyValue(8, 0, 1000),
      page: anyValue(1),
      requestName: anyValue('basket'),
      context,
    })
      .map((b) => ({ method: 'POST', path: '/api/v2/widget', body: b }))
      .chain((fuzzed) =>
        fc.oneof(
          fc.constant(fuzzed),
          fc
            .record({
              widgetId: fc.constantFrom('basket', 'pdp', 'bestsellers', 'nowidget'),
              profileId: fc.constantFrom('cart', 'home'),
              variables: fc.constantFrom({}, { $CartAmount: 100, $selected_items_1: SKU, $ShippingThreshold: 5000 }),
              limit: fc.integer({ min: 1, max: 64 }),
              requestName: fc.constantFrom('basket', 'upsell'),
            })
            .map((b) => ({ method: 'POST', path: '/api/v2/widget', body: JSON.stringify(b) })),
        ),
      ),
  );
  const sortBy = anyValue([{ attribute: 'price', order: 'asc' }], [{ attribute: 'x', order: 'up' }]);
  const filter = anyValue('categories = "adults/socks"', 'price <= 3000 AND price >= 10', 'price < 5 OR 1=1', { category: 'adults/socks' });
  fuzz(
    'POST /search',
    body({
      token: anyValue('t'),
      query: anyValue('socks', 'flamingo'),
      options: fc.oneof(
        fc.record(
          {
            sortBy,
            limit: anyValue(10, 152, 153),
            offset: anyValue(0, -1),
            facets: anyValue([{ attribute: 'colour', values: ['red'] }]),
            filter,
          },
          { requiredKeys: [] },
        ),
        anyValue(null),
      ),
      context,
    }).map((b) => ({ method: 'POST', path: '/search', body: b })),
  );
  fuzz(
    'POST /search/suggest',
    body({
      query: anyValue('sock', 'so'),
      options: fc.oneof(fc.record({ limit: anyValue(4, 8, 9) }, { requiredKeys: [] }), anyValue(null)),
      context,
    }).map((b) => ({ method: 'POST', path: '/search/suggest', body: b })),
  );
  fuzz(
    'POST /api/available-filters/{tenant}',
    fc
      .record({ tenant: segment('DE', 'UK', 'default'), b: body({ context, category: anyValue('adults/socks') }) })
      .map(({ tenant, b }) => ({
        method: 'POST',
        path: `/api/available-filters/${tenant}`,
        body: b,
      })),
  );
  fuzz(
    'POST /api/category-price-range/{tenant}',
    fc
      .record({ tenant: segment('DE', 'EU'), b: body({ context, category: anyValue('adults/socks', 'kids/socks') }) })
      .map(({ tenant, b }) => ({
        method: 'POST',
        path: `/api/category-price-range/${tenant}`,
        body: b,
      })),
  );

  const storyParams = fc.record(
    {
      by_slugs: text('de/home,_default/home', '*'),
      starts_with: text('_default/categories/'),
      version: text('published'),
      language: text('de', 'en', 'default'),
      per_page: text('10', '100'),
      page: text('1', '2'),
      from_release: text('12'),
      content_type: text('page'),
      resolve_links: text('url', 'story'),
      resolve_relations: text('page.items'),
      cv: text('1'),
      token: text('stolen'),
      '_storyblok_tk[token]': text('abc'),
    },
    { requiredKeys: [] },
  );
  /** Well-formed reads, so the proxy's cache and the content service are exercised as well as its validation. */
  const validStoryParams = fc.record(
    {
      by_slugs: fc.constantFrom('de/home,_default/home', '_default/*'),
      starts_with: fc.constantFrom('_default/categories/', 'de/'),
      language: fc.constantFrom('de', 'en', 'fr'),
      per_page: fc.integer({ min: 1, max: 100 }).map(String),
      page: fc.integer({ min: 1, max: 3 }).map(String),
      cv: fc.integer({ min: 0 }).map(String),
    },
    { requiredKeys: [] },
  );
  const contentCalls = () => api.content.requests();
  fuzz(
    'GET /api/content/cdn/stories',
    fc.oneof(storyParams, validStoryParams).map((p) => ({ path: `/api/content/cdn/stories?${queryOf(p)}` })),
    contentCalls,
  );
  fuzz(
    'GET /api/content/cdn/stories/{slug}',
    fc
      .record({
        slug: fc.oneof(
          fc.constantFrom(['_default', 'home'], ['de', 'home'], ['_default', 'faq']),
          fc.array(segment('_default', 'home', 'de', 'faq'), { minLength: 1, maxLength: 3 }),
        ),
        p: fc.oneof(storyParams, validStoryParams),
      })
      .map(({ slug, p }) => ({ path: `/api/content/cdn/stories/${slug.join('/')}?${queryOf(p)}` })),
    contentCalls,
  );
  fuzz(
    'GET /api/content/cdn/datasource_entries',
    fc
      .record(
        { datasource: text('translations', 'constants'), dimension: text('de', 'en'), per_page: text('1000'), page: text('1') },
        { requiredKeys: [] },
      )
      .map((p) => ({ path: `/api/content/cdn/datasource_entries?${queryOf(p)}` })),
    contentCalls,
  );
  fuzz(
    'GET /sitemaps/{storefront}.xml and /robots.txt',
    fc.oneof(
      storefront.map((sf) => ({ path: `/sitemaps/${enc(sf)}.xml` })),
      fc.constant({ path: '/robots.txt' }),
    ),
  );

  it('the server still answers after the fuzz, and no request failed unexpectedly', async () => {
    expect((await fetch(`${api.url}/api/build`)).status).toBe(200);
    expect(api.logs.filter((line) => line.message === 'request failed')).toEqual([]);
  });
});
