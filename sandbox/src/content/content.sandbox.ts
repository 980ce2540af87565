import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, createRouter, listen, type RunningService, sendJson } from '../http/http-kit.js';
import { createContentStore } from './content.store.js';
import { ASSET_PREFIX, type ContentSeed } from './content.types.js';
import { absoluteAssets, sendAsset } from './content-media.js';
import { createRateLimiter } from './rate-limit.js';
import { buildContentSeed } from './seed/index.js';
import { type RenderOptions, toSpaceLanguage } from './story-json.js';

export interface ContentSandboxOptions {
  /** The public token: published content only. */
  accessToken: string;
  /** The preview token: published and draft content. */
  previewToken?: string;
  /** Requests per second before answering 429; default 50 (the CDN's limit for small requests), 0 = unlimited. */
  rateLimitPerSecond?: number;
  /** Defaults to the shop's sandbox content (DECISIONS 11). */
  seed?: ContentSeed;
  /** The content version answered as `cv`; defaults to the start time in seconds. */
  cv?: number;
}

const NOT_FOUND = ['This record could not be found'];
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Accept',
  'access-control-expose-headers': 'total, per-page',
};

/** `per_page` and `page` as the CDN reads them: defaults for junk, `per_page` capped. */
function paging(url: URL, max: number) {
  const perPage = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  return {
    perPage: Number.isFinite(perPage) && perPage > 0 ? Math.min(perPage, max) : 25,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const origin = (req: IncomingMessage) => `http://${req.headers.host ?? '127.0.0.1'}`;

function flag(value: string | null): boolean | undefined {
  if (value === null || value === '') return undefined;
  return value === '1' || value === 'true';
}

/** A Storyblok CDN API v2 imitation for what the shop uses (docs/protocols.md "Content"). */
export function createContentSandboxHandler(options: ContentSandboxOptions) {
  const store = createContentStore(options.seed ?? buildContentSeed());
  const cv = options.cv ?? Math.floor(Date.now() / 1000);
  const limiter = createRateLimiter(options.rateLimitPerSecond ?? 50);
  const router = createRouter();

  const renderOptions = (url: URL): RenderOptions => ({
    language: toSpaceLanguage(url.searchParams.get('language')),
    draft: url.searchParams.get('version') === 'draft',
    release: url.searchParams.get('from_release') ?? undefined,
  });

  router.get('/v2/cdn/stories', ({ req, res, url }) => {
    const q = url.searchParams;
    const render = renderOptions(url);
    const all = store.list(
      {
        by_slugs: q.get('by_slugs') ?? undefined,
        excluding_slugs: q.get('excluding_slugs') ?? undefined,
        starts_with: q.get('starts_with') ?? undefined,
        content_type: q.get('content_type') ?? undefined,
        is_startpage: flag(q.get('is_startpage')),
        sort_by: q.get('sort_by') ?? undefined,
      },
      render,
    );
    const { perPage, page } = paging(url, 100);
    const stories = all.slice((page - 1) * perPage, page * perPage);
    const { rels, links } = store.related(stories, render, q.get('resolve_relations') ?? undefined, q.get('resolve_links') ?? undefined);
    sendJson(res, 200, absoluteAssets({ stories, cv, rels, links }, origin(req)), {
      ...CORS,
      total: String(all.length),
      'per-page': String(perPage),
    });
  });

  router.get('/v2/cdn/stories/*slug', ({ req, res, url, params }) => {
    const q = url.searchParams;
    const render = renderOptions(url);
    const slug = params.slug ?? '';
    const story = q.get('find_by') === 'uuid' ? store.list({}, render).find((s) => s.uuid === slug) : store.find(slug, render);
    if (!story) return sendJson(res, 404, NOT_FOUND, CORS);
    const { rels, links } = store.related([story], render, q.get('resolve_relations') ?? undefined, q.get('resolve_links') ?? undefined);
    sendJson(res, 200, absoluteAssets({ story, cv, rels, links }, origin(req)), CORS);
  });

  router.get('/v2/cdn/datasource_entries', ({ res, url }) => {
    const q = url.searchParams;
    const all = store.datasourceEntries(q.get('datasource') ?? undefined, toSpaceLanguage(q.get('dimension')));
    if (!all) return sendJson(res, 404, NOT_FOUND, CORS);
    const { perPage, page } = paging(url, 1000);
    const entries = all.slice((page - 1) * perPage, page * perPage);
    sendJson(res, 200, { datasource_entries: entries, cv }, { ...CORS, total: String(all.length), 'per-page': String(perPage) });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'access-control-max-age': '600' });
      return res.end();
    }
    // Assets are public, as on the real asset CDN.
    if (url.pathname.startsWith(ASSET_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendAsset(res, url.pathname.slice(ASSET_PREFIX.length), url);
    }
    if (!limiter.take()) return sendJson(res, 429, { error: 'Too Many Requests' }, CORS);
    const token = url.searchParams.get('token');
    const isPreview = options.previewToken !== undefined && token === options.previewToken;
    if (!token || (token !== options.accessToken && !isPreview)) return sendJson(res, 401, { error: 'Unauthorized' }, CORS);
    if (url.searchParams.get('version') === 'draft' && !isPreview) {
      return sendJson(res, 401, { error: 'Unauthorized: draft content needs the preview token' }, CORS);
    }
    if (!(await router.handle(req, res, url))) sendJson(res, 404, NOT_FOUND, CORS);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
  };
}

export function startContentSandbox(options: ContentSandboxOptions & { port?: number }): Promise<RunningService> {
  return listen(createContentSandboxHandler(options), { port: options.port ?? 0 });
}
