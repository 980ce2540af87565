import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
      pageCacheKey(url('/de/adults/socks/2'), 'DE'),
      pageCacheKey(url('/de/adults/socks?color=red'), 'DE'),
      pageCacheKey(url('/de/adults/socks?sort=price:asc'), 'DE'),
      pageCacheKey(url('/de/search?term=socks'), 'DE'),
      pageCacheKey(url('/?return=%2Fde'), null),
      pageCacheKey(url('/de/adults/socks.data?_routes=routes%2Fslugs'), 'DE'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys no page reads, values a closed list refuses and a cart in the query never split a page', () => {
    const canonical = pageCacheKey(url('/de/adults/socks?color=red'), 'DE');
    for (const junk of ['x=1', 'page=2', 'items=CRW-100-3941x2', 'sort=junk', 'newsletter=maybe', 'return=%2Fus', '__proto__=1']) {
      expect(pageCacheKey(url(`/de/adults/socks?color=red&${junk}`), 'DE')).toBe(canonical);
    }
    expect(pageCacheKey(url('/?return=%2Fde&term=socks'), null)).toBe(pageCacheKey(url('/?return=%2Fde'), null));
    expect(normalisedPageUrl(url('/de?newsletter=success&x=1')).search).toBe('?newsletter=success');
  });

  it('every query key the ui reads on a page is one the cache keeps', () => {
    const ui = fileURLToPath(new URL('../../../ui/src/', import.meta.url));
    const read = new Set<string>();
    for (const file of readdirSync(ui, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const match of readFileSync(join(ui, file), 'utf8').matchAll(/searchParams\.(?:get|getAll|has)\('([^']+)'\)/g)) {
        read.add(match[1] ?? '');
      }
    }
    // Read by the browser from its own address, never by a server render: a cart to restore, the editor's flag.
    const browserOnly = new Set(['items', '_storyblok']);
    const kept = [...read].filter((key) => !browserOnly.has(key));
    expect(kept.length).toBeGreaterThan(3);
    for (const key of kept) {
      const path = key === 'return' ? '/' : '/de/search';
      const sample = key === 'sort' ? 'price:asc' : key === 'newsletter' ? 'success' : '1';
      expect(normalisedPageUrl(url(`${path}?${key}=${encodeURIComponent(sample)}`)).searchParams.has(key), key).toBe(true);
    }
  });

  it('the order of query parameters never splits a page', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom('term', 'color', 'size', 'material', 'price_min'), fc.string()), {
          selector: ([key]) => key,
        }),
        (pairs) => {
          const forward = new URLSearchParams(pairs).toString();
          const backward = new URLSearchParams([...pairs].reverse()).toString();
          expect(pageCacheKey(url(`/de/search?${forward}`), 'DE')).toBe(pageCacheKey(url(`/de/search?${backward}`), 'DE'));
        },
      ),
    );
  });
});
