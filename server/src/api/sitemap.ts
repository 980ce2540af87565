import { pageCount, pageSizeFor } from '@sockshop/core/catalog';
import { listStorefronts, marketsOf, resolveStorefrontCode, type StorefrontCode } from '@sockshop/core/markets';
import type { CatalogPort, ContentPort } from '@sockshop/core/ports';
import type { Context } from 'hono';
import { catalogScope } from './api-kit.js';
import type { ApiApp, ApiDeps } from './deps.js';
import { ApiError } from './errors.js';

/** Fixed content pages under every storefront, the legal pages among them. */
const CONTENT_PAGES = ['about-us', 'faq', 'shipping', 'happy-news', 'corporate-gifts', 'login', 'terms', 'privacy', 'imprint'];
/** Folders each of whose pages is a page of its own: the blog's articles and the FAQ's sections. */
const CONTENT_FOLDERS = ['happy-news', 'faq'];
/** A sitemap holds at most 50,000 URLs; the catalogue is read in pages of 152, at most this many. */
const MAX_PRODUCTS = 20_000;
const PAGE = 152;
const CACHE_MS = 60 * 60 * 1000;
const XML_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * GET /robots.txt (pointing at the sitemap), GET /sitemap.xml (an index of one sitemap per storefront of APP_ENV) and
 * GET /sitemaps/{storefront}.xml (home, content pages, categories, products; not /{storefront}/sitemap.xml, which blocks), all with absolute URLs on PUBLIC_ORIGIN.
 * Built on demand and kept an hour in memory; an unknown storefront is 404.
 */
export function registerSitemapRoutes(api: ApiApp, { config, services, now = Date.now }: ApiDeps): void {
  const origin = new URL(config.PUBLIC_ORIGIN).origin;
  const built = new Map<StorefrontCode, { xml: string; at: number }>();

  const sendText = (c: Context, type: string, body: string) =>
    c.body(body, 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': XML_CACHE });

  api.get('/robots.txt', (c) => {
    return sendText(c, 'text/plain', `User-agent: *\nDisallow: /api/\nDisallow: /*/checkout\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  api.get('/sitemap.xml', (c) => {
    const entries = listStorefronts(config.APP_ENV)
      .map((sf) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${sf.storefrontCode}.xml`)}</loc></sitemap>`)
      .join('\n');
    return sendText(
      c,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`,
    );
  });

  api.get('/sitemaps/:file', async (c) => {
    const file = c.req.param('file');
    const code = /^([a-z_]{1,20})\.xml$/.exec(file)?.[1];
    const storefront = code && code !== '_default' ? resolveStorefrontCode(code, config.APP_ENV) : null;
    if (!storefront) throw new ApiError('NOT_FOUND', `Unknown sitemap ${file}`);
    let entry = built.get(storefront);
    if (!entry || now() - entry.at > CACHE_MS) {
      entry = { xml: await storefrontSitemap(storefront, origin, config.APP_ENV, services.content, services.catalog), at: now() };
      built.set(storefront, entry);
    }
    return sendText(c, 'application/xml', entry.xml);
  });
}

async function storefrontSitemap(
  storefront: StorefrontCode,
  origin: string,
  env: Parameters<typeof marketsOf>[1],
  content: ContentPort,
  catalog: CatalogPort,
): Promise<string> {
  const market = marketsOf(storefront, env)[0]!;
  const contentScope = { storefront, locale: market.contentLocale, language: market.language };
  const scope = catalogScope(storefront, env);
  const paths = new Set<string>([`/${storefront}`, ...CONTENT_PAGES.map((page) => `/${storefront}/${page}`)]);
  const folders = await Promise.all(
    CONTENT_FOLDERS.map(async (folder) => [folder, (await content.listPages(folder, contentScope)).unwrapOr([])] as const),
  );
  for (const [folder, pages] of folders) for (const page of pages) paths.add(`/${storefront}/${folder}/${page.slug}`);
  // Every page of each category's listing: page 2 on are pages of their own to a crawler.
  const categories = (await content.listCategories(contentScope)).unwrapOr([]);
  const listings = await Promise.all(
    categories.map(async (category) => {
      const id = category.content.id;
      const first = await catalog.search({ category: id, limit: 1, offset: 0 }, scope);
      return { id, pages: first.isOk() ? pageCount(first.value.total, pageSizeFor(id)) : 1 };
    }),
  );
  for (const { id, pages } of listings) {
    paths.add(`/${storefront}/${id}`);
    for (let page = 2; page <= pages; page++) paths.add(`/${storefront}/${id}/${page}`);
  }
  // Products: as many pages as the catalogue has, bounded; a search outage leaves them out rather than failing the map.
  for (let offset = 0; offset < MAX_PRODUCTS; offset += PAGE) {
    const page = await catalog.search({ limit: PAGE, offset }, scope);
    if (page.isErr()) break;
    for (const product of page.value.products) paths.add(`/${storefront}/product/${encodeURIComponent(product.sku)}`);
    if (page.value.products.length < PAGE || offset + PAGE >= page.value.total) break;
  }
  const urls = [...paths].map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
