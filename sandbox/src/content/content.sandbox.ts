import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { answerJsonError, HttpError, limitBody, readJson, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { createMediaRenderer, type MediaLimits, type MediaRenderer, type MediaRenderMode } from '../media/renderer.js';
import { BRIDGE_PATH, BRIDGE_SCRIPT } from './bridge-script.js';
import { cdnCache } from './cdn-cache.js';
import { createClientBudget } from './client-budget.js';
import { createContentStore } from './content.store.js';
import { ASSET_PREFIX, type ContentSeed, type DatasourceDimension, TRANSLATED_LANGUAGES } from './content.types.js';
import type { Block } from './content.wire.js';
import { absoluteAssets, answerAsset } from './content-media.js';
import { EDITOR_HEADERS, editorPage, previewUrl, SPACE_ID } from './editor-page.js';
import { createPublishWebhook, type PublishWebhookOptions } from './publish-webhook.js';
import { buildContentSeed } from './seed/index.js';
import { type RenderOptions, toSpaceLanguage } from './story-json.js';

/** What a client may ask a second before a 429: Storyblok's CDN limit for single entries and small listings. */
export const CONTENT_REQUESTS_PER_SECOND = 50;

export interface ContentSandboxOptions {
  /** The public token: published content only. */
  accessToken: string;
  /** The preview token: published and draft content. */
  previewToken?: string;
  /**
   * Requests per second of each client (its token and address) before answering 429; default
   * `CONTENT_REQUESTS_PER_SECOND`, 0 = unlimited.
   */
  rateLimitPerSecond?: number;
  /** Clients whose budgets are tracked at once (default 10,000); past it, newcomers share one budget. */
  rateLimitClients?: number;
  /** Defaults to the shop's sandbox content. */
  seed?: ContentSeed;
  /** The content version answered as `cv` and as the space's `version`; defaults to the start time in seconds. */
  cv?: number;
  /** The shop's public origin: the sandbox editor page (GET /editor) frames its editor route. */
  shopOrigin?: string;
  /** Where rendered pictures are kept (the sandbox's MEDIA_CACHE_DIR); in memory when absent. */
  mediaCacheDir?: string;
  /** How pictures are drawn (MEDIA_RENDER); `full` when absent. */
  mediaRender?: MediaRenderMode;
  /** The picture cache's caps and the render children's limits; the renderer's defaults when absent. */
  media?: MediaLimits;
  /** Where a publish is told, signed, as Storyblok's webhook (the shop's POST /api/content/webhook); none when absent. */
  webhook?: PublishWebhookOptions;
}

/** The content sandbox as a node:http request listener, and its one way to change the content version. */
export interface ContentSandbox {
  listener: ReturnType<typeof getRequestListener>;
  /**
   * Publishes: the content version moves to a newer one, as a publish in Storyblok does, and the webhook (when set) is
   * sent for each story changed. The sandbox's stories are its seed, changed by what a test publishes here (full slug →
   * new content) or the editor page saves (POST /editor/publish), as the sandbox has no management API.
   */
  publish(changes?: Record<string, Block>): number;
  /** Stops its picture renderer's child processes. */
  close(): void;
}

const NOT_FOUND = ['This record could not be found'];

/** What the editor page saves: the story it edits, by full slug, with its whole new content. */
const EditorPublishBody = z.object({
  full_slug: z.string().trim().min(1).max(200),
  content: z.looseObject({ _uid: z.string().max(100), component: z.string().min(1).max(100) }),
});
const EDITOR_PUBLISH_LIMIT = 256 * 1024;

/** `per_page` and `page` as the CDN reads them: defaults for junk, `per_page` capped. */
function paging(c: Context, max: number) {
  const perPage = Number.parseInt(c.req.query('per_page') ?? '', 10);
  const page = Number.parseInt(c.req.query('page') ?? '', 10);
  return {
    perPage: Number.isFinite(perPage) && perPage > 0 ? Math.min(perPage, max) : 25,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const origin = (c: Context) => `http://${c.req.header('host') ?? '127.0.0.1'}`;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value === 'true';
}

/** A Storyblok CDN API v2 imitation for what the shop uses (docs/protocols.md "Content"), as a Hono app. */
function createContentApp(options: ContentSandboxOptions): {
  app: Hono;
  publish(changes?: Record<string, Block>): number;
  renderer: MediaRenderer;
  webhook: ReturnType<typeof createPublishWebhook> | undefined;
} {
  const store = createContentStore(options.seed ?? buildContentSeed());
  const webhook = options.webhook && createPublishWebhook(options.webhook);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  let cv = options.cv ?? nowSeconds();
  const perSecond = options.rateLimitPerSecond ?? CONTENT_REQUESTS_PER_SECOND;
  const budget = perSecond > 0 ? createClientBudget({ perSecond, maxClients: options.rateLimitClients }) : undefined;
  const app = new Hono({ strict: false });
  app.onError(answerJsonError());
  app.notFound((c) => c.json(NOT_FOUND, 404));
  // The editor page signs a preview link for its own caller only. It comes before the CORS rule, so it carries no CORS
  // header: another site's script cannot read it (the CDN answers below are public, as Storyblok's are).
  app.get('/editor', (c) => {
    const { previewToken, shopOrigin } = options;
    if (!previewToken || !shopOrigin) return c.json({ error: 'The editor needs the preview token and the shop origin' }, 404);
    const storefront = c.req.query('storefront') ?? 'de';
    const story = store.find(c.req.query('story') ?? '_default/home', { language: 'default', draft: true });
    if (!story || !/^[a-z_]{2,10}$/.test(storefront)) return c.json(NOT_FOUND, 404);
    const frame = previewUrl(shopOrigin, storefront, story, previewToken, Date.now());
    return c.html(editorPage(absoluteAssets(story, origin(c)), frame), 200, EDITOR_HEADERS);
  });
  // The editor page's "Save and publish": same-origin only (JSON needs a preflight, which the CORS rule below refuses for
  // POST, and an Origin other than this one is refused), as the editor is a developer's tool on this machine.
  app.post('/editor/publish', limitBody(EDITOR_PUBLISH_LIMIT), async (c) => {
    if (!options.previewToken || !options.shopOrigin)
      return c.json({ error: 'The editor needs the preview token and the shop origin' }, 404);
    const from = c.req.header('origin');
    if (from !== undefined && from !== origin(c)) throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'Publish from the editor page only');
    if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
    const parsed = EditorPublishBody.safeParse(await readJson(c));
    if (!parsed.success) throw new HttpError(400, 'INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Invalid body');
    const { full_slug: fullSlug, content } = parsed.data;
    if (!store.find(fullSlug, { language: 'default', draft: true })) return c.json(NOT_FOUND, 404);
    const version = publish({ [fullSlug]: content as Block });
    return c.json({ published: fullSlug, cv: version }, 200, { 'cache-control': 'no-store' });
  });
  app.use(
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept'],
      // One string, so the header reads `total, per-page` as the CDN's does.
      exposeHeaders: ['total, per-page'],
      maxAge: 600,
    }),
  );
  // Assets are public, as on the real asset CDN.
  const renderer = createMediaRenderer({ cacheDir: options.mediaCacheDir, mode: options.mediaRender, ...options.media });
  app.get(`${ASSET_PREFIX}*`, (c) => answerAsset(c, renderer, c.req.path.slice(ASSET_PREFIX.length), new URL(c.req.url)));
  // The visual editor's bridge: public, as app.storyblok.com serves it.
  app.get(BRIDGE_PATH, (c) =>
    c.body(BRIDGE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }),
  );
  app.use(async (c, next) => {
    const token = c.req.query('token');
    const isPreview = options.previewToken !== undefined && token === options.previewToken;
    const credential = isPreview ? 'preview' : token && token === options.accessToken ? 'access' : 'none';
    // The budget is per token and address: the shop (the main client, holding the tokens) keeps its own, which neither
    // other addresses nor tokenless requests from its own host can spend.
    const client = `${credential} ${getConnInfo(c).remote.address ?? 'unknown'}`;
    if (budget && !budget.take(client)) return c.json({ error: 'Too Many Requests' }, 429);
    if (credential === 'none') return c.json({ error: 'Unauthorized' }, 401);
    if (c.req.query('version') === 'draft' && !isPreview) {
      return c.json({ error: 'Unauthorized: draft content needs the preview token' }, 401);
    }
    await next();
  });

  // Published answers kept per content version, drafts never (cdn-cache.ts).
  app.use(
    '/v2/cdn/stories',
    cdnCache(() => cv),
  );
  app.use(
    '/v2/cdn/stories/*',
    cdnCache(() => cv),
  );
  app.use(
    '/v2/cdn/datasource_entries',
    cdnCache(() => cv),
  );

  const renderOptions = (c: Context): RenderOptions => ({
    language: toSpaceLanguage(c.req.query('language') ?? null),
    draft: c.req.query('version') === 'draft',
    release: c.req.query('from_release'),
  });
  const related = (c: Context, stories: Parameters<typeof store.related>[0], render: RenderOptions) =>
    store.related(stories, render, c.req.query('resolve_relations'), c.req.query('resolve_links'));

  // The space, whose `version` is the current cv: how a client learns of a publish without fetching stories.
  app.get('/v2/cdn/spaces/me', (c) =>
    c.json({
      space: { id: SPACE_ID, name: 'Sock Shop (sandbox)', domain: 'http://localhost/', version: cv, language_codes: TRANSLATED_LANGUAGES },
    }),
  );

  app.get('/v2/cdn/stories', (c) => {
    const render = renderOptions(c);
    const all = store.list(
      {
        by_slugs: c.req.query('by_slugs'),
        excluding_slugs: c.req.query('excluding_slugs'),
        starts_with: c.req.query('starts_with'),
        content_type: c.req.query('content_type'),
        is_startpage: flag(c.req.query('is_startpage')),
        sort_by: c.req.query('sort_by'),
      },
      render,
    );
    const { perPage, page } = paging(c, 100);
    const stories = all.slice((page - 1) * perPage, page * perPage);
    const { rels, links } = related(c, stories, render);
    return c.json(absoluteAssets({ stories, cv, rels, links }, origin(c)), 200, { total: String(all.length), 'per-page': String(perPage) });
  });

  app.get('/v2/cdn/stories/:slug{.+}', (c) => {
    const render = renderOptions(c);
    const slug = c.req.param('slug');
    const story = c.req.query('find_by') === 'uuid' ? store.list({}, render).find((s) => s.uuid === slug) : store.find(slug, render);
    if (!story) return c.json(NOT_FOUND, 404);
    const { rels, links } = related(c, [story], render);
    return c.json(absoluteAssets({ story, cv, rels, links }, origin(c)));
  });

  /** A datasource dimension: `en-us` as it is, else the language it names (content locales accepted, as for stories). */
  const toDimension = (value: string | null): DatasourceDimension | 'default' =>
    value?.toLowerCase() === 'en-us' ? 'en-us' : toSpaceLanguage(value);

  app.get('/v2/cdn/datasource_entries', (c) => {
    const all = store.datasourceEntries(c.req.query('datasource'), toDimension(c.req.query('dimension') ?? null));
    if (!all) return c.json(NOT_FOUND, 404);
    const { perPage, page } = paging(c, 1000);
    const entries = all.slice((page - 1) * perPage, page * perPage);
    return c.json({ datasource_entries: entries, cv }, 200, { total: String(all.length), 'per-page': String(perPage) });
  });
  refuseOtherMethods(app);
  // A newer version even when two publishes fall in one second; the webhook goes once the new version is answered.
  const publish = (changes: Record<string, Block> = {}) => {
    const published = Object.entries(changes).filter(([fullSlug, content]) => store.publishContent(fullSlug, content));
    cv = Math.max(cv + 1, nowSeconds());
    for (const [fullSlug] of published) {
      const story = store.find(fullSlug, { language: 'default', draft: true });
      if (!story) continue;
      webhook?.send({
        text: `The story ${story.name} (${story.full_slug}) was published`,
        action: 'published',
        space_id: SPACE_ID,
        story_id: story.id,
        full_slug: story.full_slug,
      });
    }
    return cv;
  };
  return { app, publish, renderer, webhook };
}

/** The content sandbox for callers that put their own server around it (tests that make it misbehave). */
export function createContentSandbox(options: ContentSandboxOptions): ContentSandbox {
  const { app, publish, renderer, webhook } = createContentApp(options);
  return {
    listener: getRequestListener(app.fetch),
    publish,
    close: () => {
      webhook?.close();
      renderer.close();
    },
  };
}

/** The content sandbox as a node:http request listener. */
export function createContentSandboxHandler(options: ContentSandboxOptions) {
  return createContentSandbox(options).listener;
}

export async function startContentSandbox(
  options: ContentSandboxOptions & { port?: number },
): Promise<RunningService & Pick<ContentSandbox, 'publish'>> {
  const { app, publish, renderer, webhook } = createContentApp(options);
  const running = await serve(app, { port: options.port ?? 0 });
  const close = () => {
    webhook?.close();
    renderer.close();
    return running.close();
  };
  return { ...running, close, publish };
}
