import { type ApiHarness, HARNESS_ORIGIN, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness({ limits: { newsletter: { burst: 1000, perSecond: 1000 } } });
});
afterAll(() => api.close());
beforeEach(() => api.newsletter.faults.clear());

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/newsletter`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /api/newsletter (JSON)', () => {
  it('stores a sign-up in the sandbox and answers success', async () => {
    const before = api.newsletter.count();
    const response = await postJson({ store: 'de', email: 'sock.fan@example.com', countryCode: 'DE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(api.newsletter.count()).toBe(before + 1);
  });

  it('a repeat sign-up from checkout is still a success and stores one subscriber', async () => {
    await postJson({ store: 'nl', email: 'twice@example.com', countryCode: 'nl' });
    const before = api.newsletter.count();
    const response = await postJson({ store: 'nl', email: 'Twice@Example.com', countryCode: 'NL', checkout: true });
    expect(response.status).toBe(200);
    expect(api.newsletter.count()).toBe(before);
  });

  it("an invalid email answers 400 'invalidEmail' and stores nothing", async () => {
    const before = api.newsletter.count();
    for (const email of ['no-at-sign.com', 'a@b', 'two words@example.com', '']) {
      const response = await postJson({ store: 'de', email, countryCode: 'DE' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_EMAIL', message: 'invalidEmail' } });
    }
    expect(api.newsletter.count()).toBe(before);
  });

  it('unknown storefronts and countries, wrong types and malformed JSON are 4xx, never stored', async () => {
    const before = api.newsletter.count();
    const bad: [unknown, number][] = [
      [{ store: 'xx', email: 'a@b.co', countryCode: 'DE' }, 400],
      [{ store: 'de', email: 'a@b.co', countryCode: 'AU' }, 400],
      [{ store: 'de', email: 42, countryCode: 'DE' }, 400],
      [{ store: 'de', email: 'a@b.co', countryCode: 'DE', checkout: 'maybe' }, 400],
      [[], 400],
    ];
    for (const [body, status] of bad) expect((await postJson(body)).status).toBe(status);
    const malformed = await fetch(`${api.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"store":',
    });
    expect(malformed.status).toBe(400);
    const text = await fetch(`${api.url}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
    const huge = await postJson({ store: 'de', email: `${'a'.repeat(10_000)}@b.co`, countryCode: 'DE' });
    expect(huge.status).toBe(413);
    expect(api.newsletter.count()).toBe(before);
  });

  it('the provider down or slow answers 503 with a JSON error', async () => {
    api.newsletter.faults.inject({ status: 500 }, 5);
    const down = await postJson({ store: 'de', email: 'down@example.com', countryCode: 'DE' });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('NEWSLETTER_UNAVAILABLE');
    api.newsletter.faults.clear();
    api.newsletter.faults.inject({ delayMs: 1_500 }, 2);
    const before = api.newsletter.count();
    const started = Date.now();
    const slow = await postJson({ store: 'de', email: 'slow@example.com', countryCode: 'DE' });
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_400);
    // The provider still stores the sign-up the shop gave up on; wait for it here, not in a later test's count.
    await expect.poll(() => api.newsletter.count(), { timeout: 10_000 }).toBe(before + 1);
  });
});

describe('POST /api/newsletter with the sandbox failing on demand', () => {
  it('a reserved fail@ address answers 503 every time; fail-once@ answers 503, then 200 on the retry', async () => {
    const before = api.newsletter.count();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await postJson({ store: 'de', email: 'fail@example.com', countryCode: 'DE' });
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('NEWSLETTER_UNAVAILABLE');
    }
    const first = await postJson({ store: 'fr', email: 'fail-once+server@example.com', countryCode: 'FR' });
    expect(first.status).toBe(503);
    const retry = await postJson({ store: 'fr', email: 'fail-once+server@example.com', countryCode: 'FR' });
    expect(retry.status).toBe(200);
    expect(api.newsletter.count()).toBe(before + 1);
  });

  it('without JavaScript a provider failure returns to the page with newsletter=error', async () => {
    const response = await postForm({ store: 'us', countryCode: 'US', email: 'fail@example.com' }, { referer: `${HARNESS_ORIGIN}/us/faq` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/us/faq?newsletter=error#newsletter');
  });
});

describe('POST /api/newsletter (form without JavaScript)', () => {
  it('a form post signs up and 303s back to the same-site Referer page', async () => {
    const before = api.newsletter.count();
    const response = await postForm(
      { store: 'de', countryCode: 'DE', email: 'form@example.com' },
      { referer: `${HARNESS_ORIGIN}/de/about-us?x=1` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/about-us?x=1&newsletter=success#newsletter');
    expect(api.newsletter.count()).toBe(before + 1);
  });

  it('an invalid email returns to the page with newsletter=invalid and stores nothing', async () => {
    const before = api.newsletter.count();
    const response = await postForm({ store: 'de', countryCode: 'DE', email: 'nope' }, { referer: `${HARNESS_ORIGIN}/de` });
    expect(response.headers.get('location')).toBe('/de?newsletter=invalid#newsletter');
    expect(api.newsletter.count()).toBe(before);
  });

  it('no open redirect: a foreign or scheme-relative Referer falls back to the storefront home', async () => {
    for (const referer of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 'not a url']) {
      const response = await postForm({ store: 'uk', countryCode: 'GB', email: 'safe@example.com' }, { referer });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/uk?newsletter=success#newsletter');
    }
    const noStore = await postForm({ store: '', countryCode: 'GB', email: 'safe@example.com' }, { referer: 'https://evil.example/' });
    expect(noStore.headers.get('location')).toBe('/?newsletter=invalid#newsletter');
  });

  it('CSRF: a form posted from another origin is refused with 403 and stores nothing', async () => {
    const before = api.newsletter.count();
    const response = await postForm({ store: 'de', countryCode: 'DE', email: 'csrf@example.com' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(api.newsletter.count()).toBe(before);
  });
});

describe('newsletter rate limit', () => {
  it('answers 429 JSON with Retry-After beyond the per-address limit', async () => {
    const limited = await startApiHarness({ limits: { newsletter: { burst: 2, perSecond: 0.01 } } });
    try {
      const send = () =>
        fetch(`${limited.url}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ store: 'de', email: 'r@example.com', countryCode: 'DE' }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('1');
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      // Without JavaScript the limit sends the shopper back to the page with the error shown there.
      const form = await fetch(`${limited.url}/api/newsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'store=de&countryCode=DE&email=r%40example.com',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/de?newsletter=error#newsletter');
      expect(limited.newsletter.count()).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
