import type { AppEnv } from '../markets/app-env.js';
import { DEFAULT_STOREFRONT_PLACEHOLDER, type StorefrontCode } from '../markets/codes.js';
import { listStorefronts } from '../markets/lookups.js';

/** What a publish made out of date: a storefront's page at `path` (its `.data` twin and every query of it), or, without a path, the whole storefront. */
export interface OutdatedPages {
  storefront: StorefrontCode;
  path?: string;
}

/** A change in the content space as its webhook names it: a story by full slug (absent for some events), or a datasource. */
export type ContentChange = { kind: 'story'; fullSlug?: string | undefined } | { kind: 'datasource' };

/**
 * Story folders every page of a storefront reads (navigation, footer, banners, size guides, the category tree): a
 * change there dates the whole storefront, not one path.
 */
const SITE_WIDE_FOLDERS = new Set(['shared', 'categories']);

/**
 * The pages a content change makes out of date. A story's full slug starts with its folder: `_default/` serves every
 * storefront (the fallback for the slugs a storefront does not override); a storefront's own folder is read by that
 * storefront, and a content key's folder by the storefronts that share the key (`eu` serves be, nl, es, it and eu), so
 * both are counted. The rest of the slug is the page's path under `/{storefront}` (`home` is the storefront's root), and
 * each folder above it is a page too that may list it (the FAQ lists its sections). A site-wide folder, a datasource
 * (translations, constants), a folder unknown to this environment or a missing slug dates whole storefronts: more
 * renders, never a stale page.
 */
export function outdatedBy(change: ContentChange, env: AppEnv): OutdatedPages[] {
  const everyStorefront = listStorefronts(env).map(({ storefrontCode }) => ({ storefront: storefrontCode }));
  if (change.kind === 'datasource') return everyStorefront;
  const segments = (change.fullSlug ?? '')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  const [folder, ...rest] = segments;
  if (folder === undefined) return everyStorefront;
  const storefronts = servedBy(folder, env);
  if (storefronts.length === 0) return everyStorefront;
  if (rest.length === 0 || SITE_WIDE_FOLDERS.has(rest[0]!)) return storefronts.map((storefront) => ({ storefront }));
  return storefronts.flatMap((storefront) => pagePaths(storefront, rest).map((path) => ({ storefront, path })));
}

/** The storefronts that read a content folder. */
function servedBy(folder: string, env: AppEnv): StorefrontCode[] {
  const storefronts = listStorefronts(env);
  if (folder === DEFAULT_STOREFRONT_PLACEHOLDER) return storefronts.map((s) => s.storefrontCode);
  return storefronts.filter((s) => s.storefrontCode === folder || s.contentKey === folder).map((s) => s.storefrontCode);
}

/** The story's page and the pages of the folders above it, under one storefront. */
function pagePaths(storefront: StorefrontCode, slug: readonly string[]): string[] {
  const encoded = slug.map(encodeURIComponent);
  const paths = encoded.map((_, index) => `/${storefront}/${encoded.slice(0, index + 1).join('/')}`);
  if (slug.length === 1 && slug[0] === 'home') paths.push(`/${storefront}`);
  return paths;
}
