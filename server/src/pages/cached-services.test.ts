import type { CatalogPort, ContentPort, ContentScope, ShopServices } from '@sockshop/core/ports';
import { silentLogger } from '@sockshop/core/ports';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { cachedServices } from './cached-services.js';

const published: ContentScope = { storefront: 'de', locale: 'de-DE', language: 'de' };
const draft: ContentScope = { ...published, version: 'draft' };
const scope = { storefront: 'de', currency: 'EUR' } as const;

/** Ports that count their calls by method. */
function setup() {
  const calls: Record<string, number> = {};
  const count = (method: string) => {
    calls[method] = (calls[method] ?? 0) + 1;
    return calls[method];
  };
  const content = {
    findPage: (slug: string) => okAsync({ slug, call: count('findPage') }),
    contentVersion: () => okAsync(count('contentVersion')),
  } as unknown as ContentPort;
  const catalog = {
    search: () => okAsync({ products: [], facets: [], total: count('search') }),
    recommendFor: () => okAsync({ products: [], total: count('recommendFor') }),
  } as unknown as CatalogPort;
  const services = { content, catalog, logger: silentLogger, publicConfig: {} } as unknown as ShopServices;
  const cache = createAnswerCache({ maxBytes: 1_000_000, freshMs: 60_000, contentVersion: () => null });
  return { services: cachedServices(services, cache), calls };
}

describe('the page route’s ports with cached answers', () => {
  it('keeps published content and catalogue answers by method and arguments', async () => {
    const { services, calls } = setup();
    await services.content.findPage('faq', published);
    await services.content.findPage('faq', published);
    await services.content.findPage('faq', { ...published, storefront: 'nl', locale: 'default', language: 'nl' });
    await services.catalog.search({ category: 'adults/socks', limit: 64, offset: 0 }, scope);
    await services.catalog.search({ category: 'adults/socks', limit: 64, offset: 0 }, scope);
    await services.catalog.search({ category: 'adults/socks', limit: 64, offset: 64 }, scope);
    expect(calls).toEqual({ findPage: 2, search: 2 });
  });

  it('never keeps nor serves a draft (the visual editor’s preview): each asks the content service', async () => {
    const { services, calls } = setup();
    await services.content.findPage('faq', published);
    const drafts = [await services.content.findPage('faq', draft), await services.content.findPage('faq', draft)];
    expect(drafts.map((page) => page._unsafeUnwrap())).toEqual([
      { slug: 'faq', call: 2 },
      { slug: 'faq', call: 3 },
    ]);
    expect(calls.findPage).toBe(3);
  });

  it('never keeps the content version (it drives invalidation) nor a shopper’s recommendations', async () => {
    const { services, calls } = setup();
    await services.content.contentVersion();
    await services.content.contentVersion();
    await services.catalog.recommendFor('product-page', 'sku-1', 'session-a', scope);
    await services.catalog.recommendFor('product-page', 'sku-1', 'session-a', scope);
    expect(calls).toEqual({ contentVersion: 2, recommendFor: 2 });
  });
});
