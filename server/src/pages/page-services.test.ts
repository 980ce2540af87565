import { domainError } from '@sockshop/core/errors';
import type { CatalogPort, ContentPort, ContentScope, ShopServices } from '@sockshop/core/ports';
import { asFallback, silentLogger } from '@sockshop/core/ports';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { pageServices, type RenderReport } from './page-services.js';

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
  return { services: pageServices(services, cache)({ degraded: false }), calls };
}

describe('a render’s ports with cached answers', () => {
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

describe('a render’s ports report its degradation', () => {
  const scopeDe: ContentScope = { storefront: 'de', locale: 'de-DE', language: 'de' };
  const logged: string[] = [];
  const content = {
    loadTranslations: (scope: ContentScope) =>
      okAsync(scope.storefront === 'de' ? { add: 'In den Warenkorb' } : asFallback({ add: 'Add to cart' })),
    findPage: (slug: string) => {
      logged.push(`error: ${slug}`);
      return slug === 'gone' ? errAsync(domainError('NOT_FOUND', 'no such page')) : errAsync(domainError('UPSTREAM_UNAVAILABLE', 'down'));
    },
  } as unknown as ContentPort;
  const catalog = { search: () => okAsync({ products: [], facets: [], total: 0 }) } as unknown as CatalogPort;
  const logger = { ...silentLogger, error: (message: string) => logged.push(message) };
  const services = { content, catalog, logger, publicConfig: {} } as unknown as ShopServices;

  for (const answers of [undefined, createAnswerCache({ maxBytes: 1_000_000, freshMs: 60_000, contentVersion: () => null })]) {
    const forRender = pageServices(services, answers);
    const label = answers ? 'with the answer cache' : 'without it';

    it(`a good answer or NOT_FOUND leaves it good; an error logged on the way has no bearing (${label})`, async () => {
      const report: RenderReport = { degraded: false };
      const ports = forRender(report);
      await ports.content.loadTranslations(scopeDe);
      await ports.content.findPage('gone', scopeDe);
      await ports.catalog.search({ category: 'socks', limit: 1, offset: 0 } as never, scope);
      ports.logger.error('something the loader thought worth an error');
      expect(report.degraded).toBe(false);
    });

    it(`a failing backend or a fallback in its place marks it degraded, and only that render (${label})`, async () => {
      const failed: RenderReport = { degraded: false };
      const fellBack: RenderReport = { degraded: false };
      const other: RenderReport = { degraded: false };
      await forRender(failed).content.findPage('faq', scopeDe);
      await forRender(fellBack).content.loadTranslations({ ...scopeDe, storefront: 'nl' } as never);
      await forRender(other).content.loadTranslations(scopeDe);
      expect([failed.degraded, fellBack.degraded, other.degraded]).toEqual([true, true, false]);
    });
  }
});
