import type { Context } from 'hono';
import { z } from 'zod';
import type { SwrState } from '../swr-cache.js';
import { parseInput, queryOf } from './api-kit.js';
import { createContentSpace } from './content-space.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { ApiError } from './errors.js';
import { verifyPreviewLink } from './preview-token.js';
import { type CachedAnswer, createUpstreamAnswerCache } from './upstream-answer.js';

/** The proxy's base path: the browser's content client points its endpoint at `{origin}/api/content`. */
export const CONTENT_PROXY_BASE = '/api/content/cdn';

const Slugs = z
  .string()
  .max(1000)
  .regex(/^[\w\-/*,.]*$/);
const Int = (max: number) => z.coerce.number().int().min(1).max(max);

/** The parameters forwarded upstream; any other is dropped (and so is `cv`: the cache here decides freshness). */
const StoriesQuery = z.object({
  by_slugs: Slugs.optional(),
  starts_with: z
    .string()
    .max(200)
    .regex(/^[\w\-/.]*$/)
    .optional(),
  version: z.enum(['published', 'draft']).default('published'),
  language: z
    .string()
    .regex(/^([a-z]{2}(-[A-Z]{2})?|default)$/)
    .optional(),
  per_page: Int(100).optional(),
  page: Int(1000).optional(),
  from_release: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  content_type: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  resolve_links: z.enum(['story', 'url', 'link']).optional(),
  resolve_relations: z
    .string()
    .max(500)
    .regex(/^[\w.,-]*$/)
    .optional(),
  cv: z
    .string()
    .regex(/^\d{0,16}$/)
    .optional(),
});
const DatasourceQuery = z.object({
  datasource: z.string().regex(/^[\w-]{1,64}$/),
  dimension: z
    .string()
    .regex(/^[\w-]{1,16}$/)
    .optional(),
  per_page: Int(1000).optional(),
  page: Int(1000).optional(),
  cv: z
    .string()
    .regex(/^\d{0,16}$/)
    .optional(),
});
const StorySlug = z
  .string()
  .max(300)
  .regex(/^[\w\-/.]+$/);

const PASSED_HEADERS = ['total', 'per-page'] as const;
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The content proxy, with the content token held here:
 * - GET /api/content/cdn/stories?by_slugs&starts_with&version&language&per_page&page&from_release&content_type&resolve_links&resolve_relations
 * - GET /api/content/cdn/stories/{full_slug}
 * - GET /api/content/cdn/datasource_entries?datasource&dimension&per_page&page
 * Answers are the content service's own, with its `total` and `per-page` headers, cached in memory (LRU, 500 answers or
 * 32 MB; fresh 60 s, then stale-while-revalidate); `x-content-cache` says HIT, MISS, STALE or STALE-IF-ERROR (served
 * because the content service is down). A draft is served only for the one story a valid visual-editor link names
 * (`_storyblok_tk[full_slug]`, signed for this shop's space), never a listing (else 403), and is never cached.
 * 400 for a bad parameter, 503 when the content service is down and nothing is cached, 429 (never cacheable, as
 * is the content service's own 429 passed on) over the per-address rate limit.
 */
export function registerContentProxyRoutes(api: ApiApp, { config, contentApiUrl, now = Date.now }: ApiDeps, limiters: Limiters): void {
  const base = contentApiUrl.replace(/\/+$/, '');
  const cache = createUpstreamAnswerCache({ maxEntries: 500, maxBytes: 32 * 1024 * 1024, freshMs: 60_000, staleMs: 24 * 60 * 60_000, now });
  const spaceId = createContentSpace({ apiUrl: base, token: config.CONTENT_TOKEN, now });

  const upstream = async (path: string, params: Record<string, string | number>, token: string): Promise<CachedAnswer> => {
    const url = new URL(`${base}/cdn/${path}`);
    for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) url.searchParams.set(key, String(value));
    url.searchParams.set('token', token);
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000), headers: { accept: 'application/json' } });
      // The content API's 429 is retried after 0.3 s (a few times here, the browser waits on us).
      if (response.status === 429 && attempt < 3) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      }
      const headers: Record<string, string> = {};
      for (const name of PASSED_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return { status: response.status, body: await response.text(), headers };
    }
  };

  /** `story`: the full slug of a one-story read; a listing has none. */
  const serve = async (c: Context, path: string, params: Record<string, string | number | undefined>, story?: string) => {
    const { cv: _cv, ...rest } = params;
    const forwarded = Object.fromEntries(
      Object.entries(rest).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
    );
    const draft = forwarded.version === 'draft';
    if (draft) {
      const link = verifyPreviewLink(new URL(c.req.url).searchParams, config.CONTENT_PREVIEW_TOKEN, await spaceId(), now());
      if (!link?.story || link.story !== story) {
        throw new ApiError('PREVIEW_TOKEN_INVALID', 'Draft content needs a valid visual-editor link for this story');
      }
    }
    let answer: CachedAnswer;
    let state: SwrState = 'MISS';
    try {
      if (draft) answer = await upstream(path, forwarded, config.CONTENT_PREVIEW_TOKEN);
      else {
        const key = `${path}?${new URLSearchParams(
          Object.entries(forwarded)
            .map(([k, v]) => [k, String(v)])
            .sort(),
        ).toString()}`;
        const got = await cache.get(key, {
          fetch: () => upstream(path, forwarded, config.CONTENT_TOKEN),
          keep: (a) => a.status === 200 || a.status === 404,
          // A 429 or a refused token is answered as it is; a failing service gets the held answer instead.
          isOutage: (a) => a.status >= 500,
        });
        answer = got.value;
        // An answer passed on unkept is this moment's, as any that was not cached.
        state = got.state === 'BYPASS' ? 'MISS' : got.state;
      }
    } catch {
      throw new ApiError('CONTENT_UNAVAILABLE', 'The content service cannot be reached');
    }
    // Our own token refused, or the service failing: the caller can do nothing about it.
    if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
      throw new ApiError('CONTENT_UNAVAILABLE', `The content service answered ${answer.status}`);
    }
    return c.body(answer.body, answer.status as 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControlOf(answer.status, draft),
      'x-content-cache': draft ? 'BYPASS' : state,
      ...(state === 'STALE-IF-ERROR' ? { warning: '111 - "Revalidation Failed"' } : {}),
      ...answer.headers,
    });
  };

  // Every request counts, bad ones too: they cost parsing and would otherwise be a free way to probe.
  api.use(`${CONTENT_PROXY_BASE}/*`, async (c, next) => {
    await limiters.content.enforce(c);
    await next();
  });
  api.get(`${CONTENT_PROXY_BASE}/stories`, (c) => serve(c, 'stories', parseInput(StoriesQuery, contentQuery(c))));
  api.get(`${CONTENT_PROXY_BASE}/stories/:slug{.+}`, (c) => {
    const slug = parseInput(StorySlug, c.req.param('slug'));
    if (slug.split('/').some((segment) => segment === '..' || segment === '.')) throw new ApiError('INVALID_INPUT', 'Invalid slug');
    const { by_slugs: _b, starts_with: _s, per_page: _p, page: _g, ...query } = parseInput(StoriesQuery, contentQuery(c));
    return serve(c, `stories/${slug.split('/').map(encodeURIComponent).join('/')}`, query, slug);
  });
  api.get(`${CONTENT_PROXY_BASE}/datasource_entries`, (c) => serve(c, 'datasource_entries', parseInput(DatasourceQuery, contentQuery(c))));
}

/** Found and not-found answers are shared; anything else (the content service's 429 above all) is this moment's only. */
function cacheControlOf(status: number, draft: boolean): string {
  if (draft) return 'no-store';
  if (status === 200) return PUBLIC_CACHE;
  return status === 404 ? 'public, max-age=30' : 'no-store';
}

/** The query without the visual-editor parameters (checked separately, never forwarded) nor the client's token. */
function contentQuery(c: Context): Record<string, string> {
  const query = queryOf(c);
  for (const key of Object.keys(query)) if (key.startsWith('_storyblok') || key === 'token') delete query[key];
  return query;
}
