import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedPageUrl, pageCacheKey } from './page-cache-key.js';

const url = (path: string) => new URL(path, 'http://localhost:3000');

describe('page cache key', () => {
  it('drops tracking parameters, sorts the rest and ignores a trailing slash', () => {
    expect(pageCacheKey(url('/de/adults/socks/?utm_source=x&size=43&color=red&gclid=1'), 'DE')).toBe(
      pageCacheKey(url('/de/adults/socks?color=red&size=43'), 'DE'),
    );
    expect(normalisedPageUrl(url('/de/?fbclid=1')).href).toBe('http://localhost:3000/de');
  });

  it('never mixes two storefronts, two languages, two markets or two listings', () => {
    const keys = [
      pageCacheKey(url('/de/adults/socks'), 'DE'),
      pageCacheKey(url('/at/adults/socks'), 'AT'),
      pageCacheKey(url('/nl/adults/socks'), 'NL'),
      pageCacheKey(url('/eu/adults/socks'), 'SE'),
      pageCacheKey(url('/eu/adults/socks'), 'PL'),
      pageCacheKey(url('/de/adults/socks?page=2'), 'DE'),
      pageCacheKey(url('/de/adults/socks.data?_routes=routes%2Fslugs'), 'DE'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the order of query parameters never splits a page', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.string()), { selector: ([key]) => key }), (pairs) => {
        const forward = new URLSearchParams(pairs).toString();
        const backward = new URLSearchParams([...pairs].reverse()).toString();
        expect(pageCacheKey(url(`/de/search?${forward}`), 'DE')).toBe(pageCacheKey(url(`/de/search?${backward}`), 'DE'));
      }),
    );
  });
});
