import { createHmac } from 'node:crypto';
import type { OutdatedPages } from '@sockshop/core/content';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging/logger.js';
import { requestContext, type ShopEnv } from '../request-context.js';
import { createApi } from './api-app.js';
import type { ApiDeps } from './deps.js';
import { answerError } from './errors.js';

const SECRET = 'webhook-test-secret';
const SPACE = 1000;

function setup(options: { secret?: string; space?: number | null } = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    // No socket under app.request: the client address comes from the forwarded header.
    TRUST_PROXY: 'true',
    CONTENT_API_URL: 'http://127.0.0.1:9/v2',
    CONTENT_TOKEN: 't',
    CONTENT_PREVIEW_TOKEN: 'p',
    SEARCH_API_URL: 'http://127.0.0.1:9',
    SEARCH_TOKEN: 's',
    COMMERCE_API_URL: 'http://127.0.0.1:9',
    PAYMENT_PROVIDER_PUBLIC_URL: 'http://127.0.0.1:9',
    NEWSLETTER_API_URL: 'http://127.0.0.1:9',
    NEWSLETTER_API_KEY: 'n',
    RATES_API_URL: 'http://127.0.0.1:9',
    ...(options.secret === undefined ? { CONTENT_WEBHOOK_SECRET: SECRET } : { CONTENT_WEBHOOK_SECRET: options.secret }),
  });
  const logs: string[] = [];
  const logger = createLogger({ level: 'info', write: (line) => logs.push(line) });
  const announced: OutdatedPages[][] = [];
  const api = createApi({
    config,
    logger,
    services: {},
    newsletter: {},
    rates: {},
    contentApiUrl: config.CONTENT_API_URL,
    build: { id: 'test', builtAt: '' },
    contentPublishing: {
      spaceId: async () => (options.space === undefined ? SPACE : options.space),
      announce: (targets: readonly OutdatedPages[]) => announced.push([...targets]),
    },
  } as unknown as ApiDeps);
  const app = new Hono<ShopEnv>({ strict: false });
  app.onError(answerError);
  app.use(requestContext(logger, () => 'test'));
  app.route('/', api);
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request('/api/content/webhook', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.1',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      },
    });
  const signed = (payload: unknown, secret = SECRET) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return post(body, { 'webhook-signature': createHmac('sha1', secret).update(body).digest('hex') });
  };
  return { post, signed, announced, logs };
}

const published = (fullSlug: string | undefined, extra: Record<string, unknown> = {}) => ({
  text: 'The user test@example.com published the Story About us',
  action: 'published',
  space_id: SPACE,
  story_id: 42,
  ...(fullSlug === undefined ? {} : { full_slug: fullSlug }),
  ...extra,
});

describe('POST /api/content/webhook', () => {
  it('a signed publish answers 202 JSON at once and hands on what it dates', async () => {
    const { signed, announced } = setup();
    const response = await signed(published('_default/about-us'));
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ purged: true, targets: 12 });
    expect(announced[0]).toContainEqual({ storefront: 'de', path: '/de/about-us' });
  });

  it('a missing, malformed or wrong signature is 401 JSON and dates nothing', async () => {
    const { post, signed, announced } = setup();
    const body = JSON.stringify(published('_default/about-us'));
    for (const response of [
      await post(body),
      await post(body, { 'webhook-signature': 'not-hex' }),
      await post(body, { 'webhook-signature': createHmac('sha1', SECRET).update(`${body} `).digest('hex') }),
      await signed(published('_default/about-us'), 'another-secret'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_SIGNATURE', message: 'Missing or invalid webhook-signature' } });
    }
    expect(announced).toEqual([]);
  });

  it('a replay is taken again (the purge is idempotent and merged with its twin)', async () => {
    const { signed, announced } = setup();
    const payload = published('us/home');
    expect((await signed(payload)).status).toBe(202);
    expect((await signed(payload)).status).toBe(202);
    expect(announced).toEqual([announced[0], announced[0]]);
  });

  it('another space: 200, nothing purged, a warning; an unknown own space purges anyway', async () => {
    const other = setup();
    const response = await other.signed(published('_default/about-us', { space_id: 4242 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: false, reason: 'OTHER_SPACE' });
    expect(other.announced).toEqual([]);
    expect(other.logs.some((line) => line.includes('content webhook for another space'))).toBe(true);
    const unknown = setup({ space: null });
    expect((await unknown.signed(published('_default/about-us', { space_id: 4242 }))).status).toBe(202);
  });

  it('a story that does not exist or names no slug: what its slug maps to, else every storefront whole', async () => {
    const { signed, announced } = setup();
    expect((await signed(published('fr/no-such-story', { story_id: 999_999 }))).status).toBe(202);
    expect(announced[0]).toEqual([{ storefront: 'fr', path: '/fr/no-such-story' }]);
    expect((await signed({ ...published(undefined), action: 'deleted' })).status).toBe(202);
    expect(announced[1]).toHaveLength(12);
    expect(announced[1]?.every((target) => target.path === undefined)).toBe(true);
  });

  it('moved purges the storefronts whole (the old path is not named); a datasource every storefront; other events nothing', async () => {
    const { signed, announced } = setup();
    await signed(published('fr/new-place', { action: 'moved' }));
    expect(announced[0]).toEqual([{ storefront: 'fr' }]);
    await signed({ text: 'translations updated', action: 'entries_updated', space_id: String(SPACE), datasource_slug: 'translations' });
    expect(announced[1]).toHaveLength(12);
    const asset = await signed({ text: 'asset', action: 'created', space_id: SPACE, asset_id: 1 });
    expect(await asset.json()).toEqual({ purged: false, reason: 'IGNORED_ACTION' });
    expect(announced).toHaveLength(2);
  });

  it('a malformed body is 4xx JSON: not JSON, not a webhook, too large', async () => {
    const { signed, post } = setup();
    const notJson = await signed('{"action":');
    expect([notJson.status, ((await notJson.json()) as { error: { code: string } }).error.code]).toEqual([400, 'INVALID_JSON']);
    const notWebhook = await signed({ action: 'published', space_id: 'x1' });
    expect([notWebhook.status, ((await notWebhook.json()) as { error: { code: string } }).error.code]).toEqual([400, 'INVALID_INPUT']);
    const large = await post(JSON.stringify({ text: 'x'.repeat(20_000) }));
    expect(large.status).toBe(413);
  });

  it('without CONTENT_WEBHOOK_SECRET the endpoint does not exist (404) and logs nothing', async () => {
    const { signed, logs } = setup({ secret: '' });
    const response = await signed(published('_default/about-us'));
    expect(response.status).toBe(404);
    expect(logs).toEqual([]);
  });

  it('has a rate limit like the other write endpoints', async () => {
    const { post } = setup();
    let refused = 0;
    for (let i = 0; i < 260 && refused === 0; i++) if ((await post('{}')).status === 429) refused++;
    expect(refused).toBe(1);
  });
});
