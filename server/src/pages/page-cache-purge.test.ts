import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { contentAnswersOf } from './cached-services.js';
import { createPageCache, type RenderedPage } from './page-cache.js';
import { pageCacheKey, pageKeysOf } from './page-cache-key.js';
import { outcomeOf, pageServices } from './page-services.js';

const page = (body: string): RenderedPage => ({ status: 200, headers: {}, body: Buffer.from(body), degraded: false, cacheable: true });
const key = (path: string, market: string | null = 'DE') => pageCacheKey(new URL(path, 'http://shop.test'), market);

function setup() {
  let clock = 1_000_000; // lru-cache reads a start time of 0 as "no TTL"
  let version = 1;
  const cache = createPageCache({
    maxBytes: 10_000_000,
    freshMs: 60_000,
    versionCheckMs: 10_000,
    contentVersion: async () => version,
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms), publish: () => ++version };
}

/** A render that waits for the test to let it finish. */
function heldRender(body: string) {
  let finish = () => {};
  const started = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { render: () => started.then(() => page(body)), finish: () => finish() };
}

describe('pageKeysOf: the cache keys of a purge', () => {
  it('a path: its page in every market and query, and its .data twin; nothing else', () => {
    const matches = pageKeysOf([{ storefront: 'de', path: '/de/about-us' }]);
    expect(matches(key('/de/about-us'))).toBe(true);
    expect(matches(key('/de/about-us.data?_routes=routes%2Fslugs', null))).toBe(true);
    expect(matches(key('/_default/about-us'))).toBe(true);
    expect(matches(key('/de/about-us-too'))).toBe(false);
    expect(matches(key('/de/about-us/team'))).toBe(false);
    expect(matches(key('/at/about-us'))).toBe(false);
  });

  it('a storefront: every page under it, the root and its .data; no other storefront', () => {
    const matches = pageKeysOf([{ storefront: 'de' }]);
    for (const path of ['/de', '/de.data', '/de/socks?color=red', '/_default/faq']) expect(matches(key(path)), path).toBe(true);
    for (const path of ['/', '/_root.data', '/deals', '/at/socks']) expect(matches(key(path)), path).toBe(false);
  });
});

describe('page cache purge', () => {
  it('drops the picked pages: the next request renders anew (a miss, not the stale page), the others stay hits', async () => {
    const { cache } = setup();
    await cache.settled();
    await cache.serve(key('/de/about-us'), async () => page('old about'));
    await cache.serve(key('/de/faq'), async () => page('faq'));
    expect(cache.purge(pageKeysOf([{ storefront: 'de', path: '/de/about-us' }]))).toBe(1);
    expect(cache.fresh(key('/de/about-us'))).toBeUndefined();
    const again = await cache.serve(key('/de/about-us'), async () => page('new about'));
    expect([again.state, again.page.body.toString()]).toEqual(['miss', 'new about']);
    expect((await cache.serve(key('/de/faq'), async () => page('other'))).state).toBe('hit');
  });

  it('purging twice is purging once', async () => {
    const { cache } = setup();
    await cache.serve(key('/de/about-us'), async () => page('old'));
    const matches = pageKeysOf([{ storefront: 'de' }]);
    expect(cache.purge(matches)).toBe(1);
    expect(cache.purge(matches)).toBe(0);
    expect((await cache.serve(key('/de/about-us'), async () => page('new'))).state).toBe('miss');
  });

  it('a render under way when the purge comes finishes for its requests but is not served after it', async () => {
    const { cache } = setup();
    const before = heldRender('rendered before the publish');
    const waiting = cache.serve(key('/de/about-us'), before.render);
    cache.purge(pageKeysOf([{ storefront: 'de' }]));
    before.finish();
    expect((await waiting).page.body.toString()).toBe('rendered before the publish');
    expect(cache.fresh(key('/de/about-us'))).toBeUndefined();
    const after = await cache.serve(key('/de/about-us'), async () => page('after'));
    expect([after.state, after.page.body.toString()]).toEqual(['miss', 'after']);
  });

  it('a request during a refresh the purge dated waits for a new render instead of the old page', async () => {
    const { cache, advance } = setup();
    await cache.serve(key('/de/about-us'), async () => page('old'));
    advance(61_000);
    const refresh = heldRender('refreshed before the publish');
    const stale = await cache.serve(key('/de/about-us'), refresh.render);
    expect(stale.state).toBe('stale');
    cache.purge(pageKeysOf([{ storefront: 'de', path: '/de/about-us' }]));
    const next = cache.serve(key('/de/about-us'), async () => page('new'));
    refresh.finish();
    expect((await next).page.body.toString()).toBe('new');
  });

  it('after a publish, the pages the purge left are carried over to the new version (hits, not renders)', async () => {
    const { cache, publish } = setup();
    await cache.settled();
    await cache.serve(key('/de/about-us'), async () => page('old about'));
    await cache.serve(key('/de/faq'), async () => page('faq'));
    publish();
    await cache.learnContentVersion();
    cache.purge(pageKeysOf([{ storefront: 'de', path: '/de/about-us' }]));
    cache.carryOver(1, 2);
    expect((await cache.serve(key('/de/faq'), async () => page('rendered again'))).state).toBe('hit');
    expect((await cache.serve(key('/de/about-us'), async () => page('new about'))).state).toBe('miss');
  });

  it('learns a new content version at once when asked, not at the next check', async () => {
    const { cache, publish } = setup();
    await cache.settled();
    expect(cache.contentVersion()).toBe(1);
    publish();
    await cache.learnContentVersion();
    expect(cache.contentVersion()).toBe(2);
  });
});

describe('answer cache purge', () => {
  const scope = (storefront: string) => ({ storefront, locale: 'de-DE', language: 'de' });

  function services() {
    let asked = 0;
    const answers = createAnswerCache({ maxBytes: 1_000_000, freshMs: 60_000, contentVersion: () => 1, now: () => 1_000_000 });
    const content = {
      findPage: (slug: string, s: { storefront: string }) => {
        asked++;
        return okAsync({ slug, storefront: s.storefront, asked });
      },
      listPages: () => okAsync([]),
    };
    const shop = pageServices({ content, catalog: {} } as never, answers)({ degraded: false });
    return { answers, content: shop.content, asked: () => asked };
  }

  it('by path: that slug’s story answers of that storefront only; by storefront: all of its content answers', async () => {
    const { answers, content, asked } = services();
    const ask = async (slug: string, storefront: string) => (await content.findPage(slug, scope(storefront) as never))._unsafeUnwrap();
    await ask('about-us', 'de');
    await ask('home', 'de');
    await ask('about-us', 'at');
    expect(asked()).toBe(3);
    expect(answers.purge(contentAnswersOf([{ storefront: 'de', path: '/de/about-us' }]))).toBe(1);
    await ask('about-us', 'de');
    await ask('home', 'de');
    await ask('about-us', 'at');
    expect(asked()).toBe(4);
    expect(answers.purge(contentAnswersOf([{ storefront: 'de', path: '/de' }]))).toBe(1);
    expect(answers.purge(contentAnswersOf([{ storefront: 'at' }]))).toBe(1);
    expect(answers.purge(contentAnswersOf([{ storefront: 'at' }]))).toBe(0);
  });

  it('answers the purge left are carried over to the new content version', async () => {
    let version = 1;
    let asked = 0;
    const answers = createAnswerCache({ maxBytes: 1_000_000, freshMs: 60_000, contentVersion: () => version, now: () => 1_000_000 });
    const fetch = () => outcomeOf(okAsync(++asked));
    await answers.answer('kept', fetch);
    version = 2;
    answers.carryOver(1, 2);
    expect((await answers.answer('kept', fetch)).result._unsafeUnwrap()).toBe(1);
    version = 3;
    expect((await answers.answer('kept', fetch)).result._unsafeUnwrap()).toBe(2);
  });
});
