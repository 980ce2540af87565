import type { CatalogPort, ContentPort, ShopServices } from '@sockshop/core/ports';
import type { AnswerCache } from './answer-cache.js';

/**
 * The catalogue's answers a page renders with, the same for every shopper of a scope. Recommendations are left out: they
 * are asked with the shopper's session (and the basket), so no other shopper may get them.
 */
const CATALOG_CACHED = [
  'search',
  'suggest',
  'findProduct',
  'availableFilters',
  'categoryPriceRange',
] as const satisfies readonly (keyof CatalogPort)[];

/** Content answers: everything but the content version, which is asked of the service each time (it drives invalidation). */
const CONTENT_CACHED = [
  'findPage',
  'listPages',
  'loadTranslations',
  'loadConstants',
  'loadSharedContent',
  'listCategories',
] as const satisfies readonly (keyof ContentPort)[];

/**
 * The ports the page route renders with, their shared answers kept in `cache` (answer-cache.ts). Only the page route gets
 * these: readiness, the own API and the sitemap ask the services themselves. A draft scope (the visual editor's preview,
 * which only a verified preview request sets: ui/src/lib/storefront.server.ts) always asks the content service and is
 * never kept.
 */
export function cachedServices(services: ShopServices, cache: AnswerCache): ShopServices {
  return {
    ...services,
    catalog: cachedPort('catalog', services.catalog, CATALOG_CACHED, cache),
    content: cachedPort('content', services.content, CONTENT_CACHED, cache),
  };
}

/** A Proxy, as render-health.ts's watchedPort: the port may be a class instance or a Proxy itself. */
function cachedPort<T extends object>(name: string, port: T, methods: readonly (keyof T)[], cache: AnswerCache): T {
  const kept = new Set<PropertyKey>(methods);
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !kept.has(property)) return value;
      return (...args: unknown[]) => {
        const call = () => value.apply(target, args) as ReturnType<AnswerCache['answer']>;
        return args.some(isDraftScope) ? call() : cache.answer(`${name}.${String(property)} ${JSON.stringify(args)}`, call);
      };
    },
  });
}

const isDraftScope = (arg: unknown) => typeof arg === 'object' && arg !== null && (arg as { version?: unknown }).version === 'draft';
