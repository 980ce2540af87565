// Varnish in front of two shop instances sharing Redis and one sandbox (npm run cluster's topology, which
// cluster.test.ts starts once for these and the publish and restart cases): what it keeps, what it passes, that no
// storefront, market or experiment variant reaches another, that the shop's security headers survive, the BAN protocol
// and its ACL, and the shop serving on while Varnish restarts (last: a new Varnish starts empty).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { experimentCookieName, SHIPPING_SPEED_EXPERIMENT } from '@sockshop/core/experiments';
import { listStorefronts } from '@sockshop/core/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoverBrowsePages, seededRandom, storefrontLinks, zipfReplay } from '../../scripts/cluster/browse-mix.mjs';
import { type Cluster, VCL_DIR } from '../../scripts/cluster/topology.mjs';
import { ban, get, inlineScriptHashes, inParallel } from './cluster-http.js';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];
const storefronts = listStorefronts('production');
const singleMarket = storefronts.filter((storefront) => storefront.markets.length === 1).map((storefront) => storefront.storefrontCode);

/** Registers the cases; `topology` is the cluster the test file started before them. */
export function varnishCases(topology: () => Cluster): void {
  let cluster: Cluster;
  let varnish: string;
  let shop: string;

  beforeAll(() => {
    cluster = topology();
    varnish = cluster.varnish.url;
    shop = cluster.instances[0]?.url ?? '';
  });

  it('compiles the shipped VCL with its example backends file', () => {
    const result = spawnSync('varnishd', ['-C', '-p', `vcl_path=${VCL_DIR}`, '-f', join(VCL_DIR, 'default.vcl')], { encoding: 'utf8' });
    expect(result.status, result.stderr.slice(0, 2000)).toBe(0);
  });

  describe('a replayed browse mix', () => {
    it('is answered from the cache at least 95 times in 100', async () => {
      // Found on an instance directly, so Varnish starts cold; four single-country storefronts, six pages each (each
      // first ask is a render: on a busy machine they, not the hits, are what this test waits for).
      const pages = await discoverBrowsePages(shop, singleMarket.slice(0, 4), { links: 3, products: 1 });
      expect(pages.length).toBe(24);
      const replay = zipfReplay(pages, 800);
      const random = seededRandom(7);
      // Counted from each answer's X-Http-Cache (Varnish's counters are summed from its threads now and then, not at once).
      const outcomes = new Map<string, number>();
      const failures: string[] = [];
      const passed = new Set<string>();
      await inParallel(replay, 10, async (path) => {
        // Shoppers carry their analytics and experiment cookies: none of them may split the cache.
        const answer = await fetch(`${varnish}${path}`, {
          headers: {
            cookie: `uid=${Math.floor(random() * 1e9)}; ${experimentCookieName(SHIPPING_SPEED_EXPERIMENT.id)}=${random() < 0.5 ? 'control' : 'indicator'}`,
            'accept-encoding': 'gzip',
          },
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
        const outcome = answer.headers.get('x-http-cache') ?? 'none';
        if (outcome === 'pass') passed.add(path);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      });
      expect(failures).toEqual([]);
      expect([...passed]).toEqual([]);
      const hitRatio = (outcomes.get('hit') ?? 0) / replay.length;
      expect(hitRatio, JSON.stringify(Object.fromEntries(outcomes))).toBeGreaterThanOrEqual(0.95);
    }, 60_000);
  });

  describe('keeping answers apart', () => {
    it('serves each storefront its own page for the same path', async () => {
      const [first, second] = singleMarket;
      for (const storefront of [first, second, first, second]) {
        const answer = await get(`${varnish}/${storefront}/search?term=sock`);
        const direct = await get(`${shop}/${storefront}/search?term=sock`);
        expect(answer.status).toBe(200);
        expect(/<html lang="([^"]+)"/.exec(answer.body)?.[1]).toBe(/<html lang="([^"]+)"/.exec(direct.body)?.[1]);
      }
      // Both are cached: the key kept them apart, not a pass.
      expect((await get(`${varnish}/${first}/search?term=sock`)).headers.get('x-http-cache')).toBe('hit');
      expect((await get(`${varnish}/${second}/search?term=sock`)).headers.get('x-http-cache')).toBe('hit');
    });

    it('serves a multi-country storefront the page of the market in the marketV2 cookie', async () => {
      // Two countries of one storefront with different currencies: their pages differ in prices.
      const storefront = storefronts.find(
        (candidate) => new Set(candidate.markets.map((market) => market.currency.code)).size > 1 && candidate.markets.length > 1,
      );
      if (!storefront) throw new Error('no storefront with countries of different currencies');
      const [one, other] = [
        storefront.markets[0],
        storefront.markets.find((market) => market.currency.code !== storefront.markets[0]?.currency.code),
      ];
      const path = `/${storefront.storefrontCode}/adults/socks`;
      const bodies = new Map<string, string>();
      for (const market of [one, other, one, other]) {
        const cookie = `marketV2=${market?.countryCode}`;
        const answer = await get(`${varnish}${path}`, { headers: { cookie } });
        const direct = await get(`${shop}${path}`, { headers: { cookie } });
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(direct.body);
        bodies.set(cookie, answer.body);
      }
      expect(new Set(bodies.values()).size).toBe(2);
    });

    it('keys on marketV2, and on no other cookie', async () => {
      const path = `/${singleMarket[0]}/about-us`;
      await get(`${varnish}${path}`, { headers: { cookie: 'marketV2=DE' } });
      const sameMarket = await get(`${varnish}${path}`, {
        headers: { cookie: `uid=1; marketV2=DE; ${experimentCookieName(SHIPPING_SPEED_EXPERIMENT.id)}=indicator` },
      });
      expect(sameMarket.headers.get('x-http-cache')).toBe('hit');
      const otherMarket = await get(`${varnish}${path}`, { headers: { cookie: 'marketV2=NL' } });
      expect(otherMarket.headers.get('x-http-cache')).toBe('miss');
    });

    it('serves one product page to both experiment variants: both are in it and the browser shows one', async () => {
      // The shipping-speed experiment runs on product pages of these storefronts.
      const storefront = SHIPPING_SPEED_EXPERIMENT.includedMarkets[0] ?? 'de';
      const home = storefrontLinks((await get(`${shop}/${storefront}`)).body, storefront);
      const path = storefrontLinks((await get(`${shop}/${storefront}/adults/socks`)).body, storefront).find((link) => !home.includes(link));
      const [control, other] = SHIPPING_SPEED_EXPERIMENT.variants;
      const cookie = (variant: string | undefined) => ({ cookie: `${experimentCookieName(SHIPPING_SPEED_EXPERIMENT.id)}=${variant}` });
      const a = await get(`${varnish}${path}`, { headers: cookie(control) });
      const b = await get(`${varnish}${path}`, { headers: cookie(other) });
      expect(a.status).toBe(200);
      expect(b.headers.get('x-http-cache')).toBe('hit');
      expect(b.body).toBe(a.body);
      // What makes that safe: the instance renders the same page whatever the variant cookie says, both variants in it.
      const directA = await get(`${shop}${path}`, { headers: cookie(control) });
      const directB = await get(`${shop}${path}`, { headers: cookie(other) });
      expect(directB.body).toBe(directA.body);
      expect(directA.body).toContain(`data-exp-${SHIPPING_SPEED_EXPERIMENT.id}`);
    });

    it('shares one object between tracking links and query orders', async () => {
      const path = `/${singleMarket[0]}/adults/socks`;
      await get(`${varnish}${path}?sort=price:asc&color=black`);
      const reordered = await get(`${varnish}${path}?color=black&utm_source=news&sort=price:asc&gclid=x`);
      expect(reordered.headers.get('x-http-cache')).toBe('hit');
    });
  });

  describe('what passes', () => {
    it.each([
      ['a write', `/api/newsletter`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['a shopper token', `/de/adults/socks`, { headers: { authorization: 'Bearer x' } }],
      ['the checkout', `/de/checkout/cart`, {}],
      ['diagnostics', `/de/diagnostics`, {}],
      ['the visual editor', `/de/editor/home`, {}],
      ['a draft view', `/de?_storyblok=123`, {}],
      ['the market switch', `/api/market?country=nl`, {}],
    ] as const)('passes %s to the shop', async (_, path, init) => {
      const first = await get(`${varnish}${path}`, init as RequestInit);
      const second = await get(`${varnish}${path}`, init as RequestInit);
      expect(first.headers.get('x-http-cache')).toBe('pass');
      expect(second.headers.get('x-http-cache')).toBe('pass');
    });

    it('keeps what the shop marks private out of the cache', async () => {
      // A page that is no good page (404) is private, no-cache: each ask reaches the shop.
      await get(`${varnish}/de/no-such-page-here`);
      const again = await get(`${varnish}/de/no-such-page-here`);
      expect(again.status).toBe(404);
      expect(again.headers.get('x-http-cache')).not.toBe('hit');
      expect(again.headers.get('age') ?? '0').toBe('0');
    });
  });

  describe("the shop's headers", () => {
    it('survive a cache hit, and the cached CSP still names the cached page scripts', async () => {
      const path = `/${singleMarket[1]}/about-us`;
      await get(`${varnish}${path}`);
      const hit = await get(`${varnish}${path}`);
      const direct = await get(`${shop}${path}`);
      expect(hit.headers.get('x-http-cache')).toBe('hit');
      for (const header of SECURITY_HEADERS) {
        expect(hit.headers.get(header), header).toBeTruthy();
        expect(hit.headers.get(header), header).toBe(direct.headers.get(header));
      }
      expect(hit.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
      const csp = hit.headers.get('content-security-policy') ?? '';
      const hashes = inlineScriptHashes(hit.body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(csp).toContain(hash);
      // The object's ban labels and the first shopper's request id stay inside Varnish.
      expect(hit.headers.get('x-path')).toBeNull();
      expect(hit.headers.get('x-storefront')).toBeNull();
      expect(hit.headers.get('x-request-id')).toBeNull();
    });

    it("gives Varnish's own answers strict headers too", async () => {
      const refused = await fetch(`${varnish}/`, { method: 'BAN', headers: { 'x-ban-storefront': 'not a code' } });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('BAN', () => {
    const cached = async (path: string) => {
      await get(`${varnish}${path}`);
      return (await get(`${varnish}${path}`)).headers.get('x-http-cache');
    };

    it('from the purgers ACL removes one page and its .data, and nothing else', async () => {
      const [storefront, other] = singleMarket;
      const page = `/${storefront}/faq`;
      const data = `/${storefront}/faq.data`;
      const sibling = `/${storefront}/shipping`;
      for (const path of [page, data, sibling, `/${other}/faq`]) expect(await cached(path)).toBe('hit');
      expect(await ban(varnish, { 'x-ban-storefront': storefront ?? '', 'x-ban-path': page })).toBe(200);
      expect((await get(`${varnish}${page}`)).headers.get('x-http-cache')).toBe('miss');
      expect((await get(`${varnish}${data}`)).headers.get('x-http-cache')).toBe('miss');
      expect((await get(`${varnish}${sibling}`)).headers.get('x-http-cache')).toBe('hit');
      expect((await get(`${varnish}/${other}/faq`)).headers.get('x-http-cache')).toBe('hit');
    });

    it('without a path removes the whole storefront, and only it', async () => {
      const [storefront, other] = singleMarket;
      for (const path of [`/${storefront}`, `/${storefront}/shipping`, `/${other}/shipping`]) expect(await cached(path)).toBe('hit');
      expect(await ban(varnish, { 'x-ban-storefront': storefront ?? '' })).toBe(200);
      expect((await get(`${varnish}/${storefront}`)).headers.get('x-http-cache')).toBe('miss');
      expect((await get(`${varnish}/${storefront}/shipping`)).headers.get('x-http-cache')).toBe('miss');
      expect((await get(`${varnish}/${other}/shipping`)).headers.get('x-http-cache')).toBe('hit');
    });

    it('from outside the ACL is refused and removes nothing', async () => {
      const page = `/${singleMarket[0]}/imprint`;
      expect(await cached(page)).toBe('hit');
      expect(await ban(varnish, { 'x-ban-storefront': singleMarket[0] ?? '', 'x-ban-path': page }, '127.0.0.2')).toBe(403);
      expect((await get(`${varnish}${page}`)).headers.get('x-http-cache')).toBe('hit');
    });

    it('refuses what would not be one storefront and one path', async () => {
      const refused: Record<string, string>[] = [
        {},
        { 'x-ban-storefront': 'de || obj.status == 200' },
        { 'x-ban-storefront': 'de', 'x-ban-path': '/de/faq && obj.status == 200' },
        { 'x-ban-storefront': 'de', 'x-ban-path': '/de/faq?x=1' },
      ];
      for (const headers of refused) {
        expect(await ban(varnish, headers)).toBe(400);
      }
    });
  });

  it('keeps the shop serving while Varnish restarts, then serves through it again', async () => {
    await cluster.varnish.stop();
    await expect(fetch(`${varnish}/de`)).rejects.toThrow();
    for (const instance of cluster.instances) expect((await get(`${instance.url}/de`)).status).toBe(200);
    await cluster.varnish.start();
    const answer = await get(`${varnish}/de`);
    expect(answer.status).toBe(200);
    // A new Varnish starts empty.
    expect(answer.headers.get('x-http-cache')).toBe('miss');
  }, 60_000);
}
