import type { CatalogPort, ContentPort } from '@sockshop/core/ports';
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

const KEPT: Record<string, ReadonlySet<PropertyKey>> = { catalog: new Set(CATALOG_CACHED), content: new Set(CONTENT_CACHED) };

/**
 * Whether the answer cache keeps this call of a render's port (page-services.ts). Only the page renders use it:
 * readiness, the own API and the sitemap ask the services themselves. A draft scope (the visual editor's preview, which
 * only a verified preview request sets: ui/src/lib/storefront.server.ts) always asks the content service.
 */
export function isAnswerKept(port: string, method: PropertyKey, args: readonly unknown[]): boolean {
  return (KEPT[port]?.has(method) ?? false) && !args.some(isDraftScope);
}

/** The answer cache's key of a call: port, method and arguments (contentAnswersOf reads it back). */
export function answerKeyOf(port: string, method: PropertyKey, args: readonly unknown[]): string {
  return `${port}.${String(method)} ${JSON.stringify(args)}`;
}

const isDraftScope = (arg: unknown) => typeof arg === 'object' && arg !== null && (arg as { version?: unknown }).version === 'draft';

/** Content answers that hold one page's story (or a folder's list): what a publish of that path dates. */
const PAGE_ANSWERS = new Set(['findPage', 'listPages']);

/**
 * Picks the kept content answers of `targets` (keys as answerKeyOf writes them): all of a storefront's, or, for a path,
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
