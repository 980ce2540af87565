import type { CatalogScope } from '@sockshop/core/ports';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { describe, expect, it } from 'vitest';
import { createSuggestCache, normaliseSuggestQuery, SUGGEST_FRESH_MS, SUGGEST_STALE_MS, SuggestFailed } from './suggest-cache.js';

/** The fake catalog, counting the suggest calls that reach the search service. */
class CountingCatalog extends FakeCatalog {
  calls: string[] = [];
  override suggest(term: string, limit: number, scope: CatalogScope) {
    this.calls.push(term);
    return super.suggest(term, limit, scope);
  }
}

const DE: CatalogScope = { storefront: 'de', currency: 'EUR' };
const products = [aProduct({ sku: 'SOCK-001', name: 'Striped Sock' }), aProduct({ sku: 'SOCK-002', name: 'Wool Sock' })];

function setup() {
  const catalog = new CountingCatalog(products, { retries: 0 });
  let time = 1_000;
  const answer = createSuggestCache(catalog, () => time);
  const suggest = async (...args: Parameters<typeof answer>) => (await answer(...args)).body;
  return { catalog, suggest, advance: (ms: number) => (time += ms) };
}

describe('suggest cache', () => {
  it('a second identical question (up to case and white space) is answered without the search service', async () => {
    const { catalog, suggest } = setup();
    const first = await suggest('sock', 8, DE);
    expect(JSON.parse(first).products).toHaveLength(2);
    expect(await suggest('  SOCK ', 8, DE)).toBe(first);
    expect(catalog.calls).toEqual(['sock']);
  });

  it('keys on storefront, currency and limit: each asks the service once', async () => {
    const { catalog, suggest } = setup();
    await suggest('sock', 8, DE);
    await suggest('sock', 4, DE);
    await suggest('sock', 8, { storefront: 'at', currency: 'EUR' });
    await suggest('sock', 8, { storefront: 'de', currency: 'SEK' });
    expect(catalog.calls).toHaveLength(4);
    expect(JSON.parse(await suggest('sock', 4, DE)).products.length).toBeLessThanOrEqual(4);
    expect(catalog.calls).toHaveLength(4);
  });

  it('concurrent misses for one question share one call (single flight)', async () => {
    const { catalog, suggest } = setup();
    catalog.delayMs = 20;
    const answers = await Promise.all(Array.from({ length: 10 }, () => suggest('sock', 8, DE)));
    expect(new Set(answers).size).toBe(1);
    expect(catalog.calls).toHaveLength(1);
  });

  it(`fresh for ${SUGGEST_FRESH_MS / 1000} s; then served stale while one call refreshes it`, async () => {
    const { catalog, suggest, advance } = setup();
    const before = await suggest('sock', 8, DE);
    advance(SUGGEST_FRESH_MS - 1);
    await suggest('sock', 8, DE);
    expect(catalog.calls).toHaveLength(1);
    catalog.seed([products[0]!]);
    advance(2);
    expect(await suggest('sock', 8, DE)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(catalog.calls).toHaveLength(2);
    expect(JSON.parse(await suggest('sock', 8, DE)).products).toHaveLength(1);
  });

  it('the service down: a stale answer is served; with nothing cached the failure is the caller’s to answer', async () => {
    const { catalog, suggest, advance } = setup();
    const before = await suggest('sock', 8, DE);
    catalog.fail('unavailable');
    advance(SUGGEST_STALE_MS + SUGGEST_FRESH_MS + 1);
    expect(await suggest('sock', 8, DE)).toBe(before);
    await expect(suggest('wool', 8, DE)).rejects.toBeInstanceOf(SuggestFailed);
  });

  it('normalises the query: trimmed, white space collapsed, lower case', () => {
    expect(normaliseSuggestQuery('  Wool \t SOCK\n')).toBe('wool sock');
  });
});
