import type { CatalogPort, ContentPort, ShopServices } from '@sockshop/core/ports';
import type { AnswerCache } from './answer-cache.js';
import type { PagesToPurge } from './page-cache-key.js';

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
  'loadSharedContent',
  'listCategories',
  'findNavigation',
  'findFooter',
  'findTopBanner',
  'findFreeShipping',
  'findNewsletter',
  'findSizeGuides',
  'findCheckoutBanner',
  'findSpeechBubble',
  'findErrorPage',
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

/** Content answers that hold one page's story (or a folder's list): what a publish of that path dates. */
const PAGE_ANSWERS = new Set(['findPage', 'listPages']);

/**
 * Picks the kept content answers of `targets` (keys as cachedPort writes them): all of a storefront's, or, for a path,
 * the story and folder answers of its slug (`/de/faq/returns` → `faq/returns`, the storefront root → `home`).
 */
export function contentAnswersOf(targets: readonly PagesToPurge[]): (key: string) => boolean {
  const whole = new Set(targets.filter((t) => t.path === undefined).map((t) => t.storefront));
  const slugs = new Set(targets.flatMap((t) => (t.path === undefined ? [] : [`${t.storefront} ${slugOf(t.storefront, t.path)}`])));
  return (key) => {
    if (!key.startsWith('content.')) return false;
    const space = key.indexOf(' ');
    const method = key.slice('content.'.length, space);
    let args: unknown;
    try {
      args = JSON.parse(key.slice(space + 1));
    } catch {
      return false;
    }
    if (!Array.isArray(args)) return false;
    const storefront = args.map(storefrontOf).find((code) => code !== undefined);
    if (storefront === undefined) return false;
    if (whole.has(storefront)) return true;
    const [slug] = args;
    return PAGE_ANSWERS.has(method) && typeof slug === 'string' && slugs.has(`${storefront} ${slug.replace(/^\/+|\/+$/g, '')}`);
  };
}

const storefrontOf = (arg: unknown) =>
  typeof arg === 'object' && arg !== null && typeof (arg as { storefront?: unknown }).storefront === 'string'
    ? (arg as { storefront: string }).storefront
    : undefined;

function slugOf(storefront: string, path: string): string {
  const rest = path.slice(storefront.length + 1).replace(/^\/+|\/+$/g, '');
  try {
    return rest === '' ? 'home' : decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
