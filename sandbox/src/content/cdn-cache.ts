import type { MiddlewareHandler } from 'hono';

/** Parameters that never change what the CDN answers: the token (checked before), and the cache-buster. */
const IGNORED = new Set(['token', 'bust', 'cv']);
const MAX_ENTRIES = 500;

interface CachedAnswer {
  status: number;
  body: string;
  headers: [string, string][];
}

/**
 * The CDN in front of Storyblok's delivery API, as clients meet it (docs/protocols.md "Content"): published answers are
 * kept per content version, `cv` (the request's, else the current one), so a client that still asks with an older `cv`
 * gets what was published then until it learns the new one (`cdn/spaces/me`, or any answer's `cv`); `bust` skips the
 * kept answer and stores a fresh one; drafts (`version=draft`) are never kept and answer `no-store`. `X-Cache` says which,
 * with CloudFront's words.
 */
export function cdnCache(currentCv: () => number): MiddlewareHandler {
  const kept = new Map<string, CachedAnswer>();
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || url.searchParams.get('version') === 'draft') {
      await next();
      c.header('cache-control', 'no-store');
      return;
    }
    const requested = Number(url.searchParams.get('cv'));
    const cv = Number.isSafeInteger(requested) && requested > 0 && requested <= currentCv() ? requested : currentCv();
    const params = [...url.searchParams].filter(([name]) => !IGNORED.has(name)).sort(([a], [b]) => a.localeCompare(b));
    const key = `${cv}:${c.req.header('host') ?? ''}${url.pathname}?${new URLSearchParams(params)}`;
    const hit = url.searchParams.has('bust') ? undefined : kept.get(key);
    if (hit) return new Response(hit.body, { status: hit.status, headers: [...hit.headers, ['x-cache', 'Hit from cloudfront']] });
    await next();
    c.header('x-cache', 'Miss from cloudfront');
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    const headers: [string, string][] = [];
    c.res.headers.forEach((value, name) => {
      if (name !== 'x-cache') headers.push([name, value]);
    });
    if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    kept.set(key, { status: c.res.status, body, headers });
  };
}
