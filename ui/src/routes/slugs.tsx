import { type ContentBlock, PageContentSchema } from '@sockshop/core/content';
import { MESSAGES } from '@sockshop/core/errors';
import { isBlockedRoute, matchRoute, pageTypeOf, type SlugKnowledge } from '@sockshop/core/routing';
import { data } from 'react-router';
import { pageViewOf } from '../analytics/page-view.server';
import { type BlockContext, BlockList } from '../components/blocks/BlockList';
import { ListingView } from '../components/listing/ListingView';
import { PostDate } from '../components/shared/PostDate';
import { faqLinksBlock, faqSectionsOf } from '../content-pages/faq-links.server';
import { menuBlocks } from '../content-pages/menu-page.server';
import { pageBlocksOf, productListsOf } from '../content-pages/page-blocks.server';
import { type PostDate as PostDateData, postDateOf } from '../content-pages/post-date';
import { usePageBlocks } from '../hooks/use-page-blocks';
import { derivedOnce } from '../lib/answer-memo.server';
import { useStorefrontData } from '../lib/layout-data';
import { metaTranslate } from '../lib/meta-translate';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import { loadTranslate } from '../lib/translations.server';
import { loadListing } from '../listing/listing.server';
import { breadcrumbStructuredData, categoryCrumbs } from '../structured-data/breadcrumb-structured-data.server';
import { jsonForScript } from '../structured-data/product-structured-data.server';
import { SHOP_NAME } from '../structured-data/site-structured-data.server';
import type { Route } from './+types/slugs';

/** The catch-all's not-found answer; it carries the path's page view too (analytics/page-view-route.ts). */
function notFound(url: URL, known?: SlugKnowledge) {
  return data(
    { path: url.pathname, message: MESSAGES.pageNotFound(url.pathname), pageView: pageViewOf(url.pathname, known) },
    { status: 404 },
  );
}

/** Storefront-menu: `/{sf}/menu`, core's route of that name, drawn here from the navigation (menu-page.server.ts). */
const MENU_SLUG = 'menu';

/**
 * Catch-all: category pages (with an optional trailing page number), fixed content pages, the storefront menu
 * and every other content page. the catalogue and the content decide what a slug is: a category when the
 * category list names it, else a content page when the content has its story, else 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, answers } = context.get(shopContext);
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  if (segments.length === 0 || isBlockedRoute({ slugs: segments })) {
    // A blocked route is logged at info; a checkout step with no order id is a bug of a page that linked it.
    const brokenCheckoutLink = url.pathname.includes('/checkout/undefined');
    services.logger[brokenCheckoutLink ? 'error' : 'info'](brokenCheckoutLink ? 'checkout path without an order id' : 'blocked route', {
      path: url.pathname,
    });
    throw notFound(url);
  }
  const { contentScope, catalogScope, market } = storefrontOf(context);
  const { content, catalog, logger } = services;

  const last = segments.at(-1) ?? '';
  const page = /^\d{1,4}$/.test(last) ? Number(last) : 1;
  const slugSegments = page > 1 || last === '1' ? segments.slice(0, -1) : segments;
  const slug = slugSegments.join('/');
  const first = slugSegments[0] ?? '';
  const isMenu = slug === MENU_SLUG && segments.length === 1;
  // A slug may be a category unless it has a fixed type or a route of its own in core's table (faq, login, menu…).
  // Its listing is asked for beside the category list and the story, so a category waits for nothing more than they do.
  const mayBeCategory = pageTypeOf(first) === 'category' && matchRoute(url.pathname)?.route.name === 'storefront-slugs';
  const translate = loadTranslate(content, contentScope);
  const basePath = `/${market.storefrontCode}/${slug}`;
  const [found, categoryList, listing, faqPages, navigation] = await Promise.all([
    content.findPage(slug, contentScope),
    content.listCategories(contentScope),
    mayBeCategory
      ? loadListing({ catalog, scope: catalogScope, market, url, basePath, page, base: { category: slug }, translate, answers })
      : null,
    first === 'faq' && slugSegments.length <= 2 ? content.listPages('faq', contentScope) : null,
    isMenu ? content.findNavigation(contentScope) : null,
  ]);
  const categories = categoryList.unwrapOr([]);
  const known: SlugKnowledge = { isCategory: mayBeCategory && categories.some((category) => category.content.id === slug) };
  const pageType = pageTypeOf(first, known);
  // The story is parsed and its blocks shaped once per content answer (lib/answer-memo.server.ts).
  const foundContent = found.isOk() ? found.value.content : null;
  const parsed = found.isOk() ? derivedOnce([foundContent], 'page-content', () => PageContentSchema.safeParse(foundContent)) : null;
  const t = await translate;
  const extraBlocks = [
    ...(navigation ? menuBlocks(navigation.unwrapOr(null)) : []),
    ...(faqPages
      ? [faqLinksBlock(faqSectionsOf(faqPages.unwrapOr([])), slugSegments[1] ?? null, market.storefrontCode, t)].filter((b) => b !== null)
      : []),
  ];
  const story = parsed?.success ? parsed.data : isMenu ? { title: t('menu'), seo_title: '', seo_description: '', body: [] } : null;
  const storyBlocksOnly = extraBlocks.length === 0 && parsed?.success === true;
  const body = story
    ? storyBlocksOnly
      ? derivedOnce([foundContent], 'page-blocks', () => pageBlocksOf(story.body, logger))
      : pageBlocksOf([...story.body, ...extraBlocks], logger)
    : null;
  const pageContent = story && body ? { ...story, body } : null;
  const productLists = pageContent ? await productListsOf(pageContent.body, catalog, catalogScope, market) : {};

  if (!known.isCategory || !listing) {
    if (!pageContent) throw notFound(url, known);
    const title = pageContent.title || found.unwrapOr(null)?.name || slug;
    // A content page's place in the shop too (home, then the page), as category pages have it.
    const crumbs = categoryCrumbs(slug, market.storefrontCode, categories, { home: SHOP_NAME, title });
    return {
      kind: 'content' as const,
      pageType,
      // A blog post's date, written on the server in the page's locale.
      date: pageType === 'blog' && parsed?.success ? postDateOf(parsed.data.date, market.locale.iso) : null,
      // This route stands for several of the spec's (faq, login, menu, categories…): the page view says which.
      pageView: pageViewOf(url.pathname, known),
      title,
      page: pageContent,
      productLists,
      listing: null,
      breadcrumbData: jsonForScript(breadcrumbStructuredData(crumbs, services.publicConfig.origin)),
    };
  }

  // A page number past the last page (or of an empty category) is no page at all (/de/adults/socks/999).
  if (listing.available && ((listing.total === 0 && !pageContent) || (page > 1 && page > listing.pageCount))) {
    throw notFound(url, known);
  }
  const title = pageContent?.title || found.unwrapOr(null)?.name || slugSegments.at(-1)?.replace(/-/g, ' ') || slug;
  // The category's place in the shop for search engines (schema.org BreadcrumbList).
  const crumbs = categoryCrumbs(slug, market.storefrontCode, categories, { home: SHOP_NAME, title });
  const breadcrumbData = jsonForScript(breadcrumbStructuredData(crumbs, services.publicConfig.origin));
  return {
    kind: 'category' as const,
    pageType,
    date: null,
    pageView: pageViewOf(url.pathname, known),
    title,
    page: pageContent,
    productLists,
    listing,
    breadcrumbData,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Sock Shop' }];
  const title = loaderData.page?.seo_title || loaderData.title;
  // Page 2 of a listing is another page to a crawler: it gets its own title (duplicate titles).
  const page = loaderData.listing?.page ?? 1;
  const t = metaTranslate(matches);
  return [
    { title: page > 1 ? `${title} – ${t('pageNumber').replace('{page}', String(page))}` : title },
    { name: 'description', content: loaderData.page?.seo_description ?? '' },
  ];
}

/** The page's blocks, a post's date right under its title (the h1, or the hero that carries it). */
function PageBody({
  body,
  blocks,
  heroFirst,
  date,
}: {
  body: ContentBlock[];
  blocks: BlockContext;
  heroFirst: boolean;
  date: PostDateData | null;
}) {
  if (!date) return <BlockList blocks={body} {...blocks} heroAsPageTitle={heroFirst} />;
  const lead = heroFirst ? 1 : 0;
  return (
    <>
      {lead ? <BlockList blocks={body.slice(0, lead)} {...blocks} heroAsPageTitle /> : null}
      <PostDate date={date} />
      <BlockList blocks={body.slice(lead)} {...blocks} heroAsPageTitle={false} />
    </>
  );
}

export default function SlugsPage({ loaderData }: Route.ComponentProps) {
  const { t, translations } = useStorefrontData();
  const blocks = usePageBlocks(loaderData.productLists);
  // A page that opens with a hero lets the hero carry its h1.
  const heroFirst = loaderData.page?.body[0]?.component === 'hero';
  return (
    <div className={`page page--${loaderData.pageType}`}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonForScript); a data block browsers never run. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.breadcrumbData }} />
      {heroFirst ? null : <h1 className="page__title">{loaderData.title}</h1>}
      {loaderData.page ? <PageBody body={loaderData.page.body} blocks={blocks} heroFirst={heroFirst} date={loaderData.date} /> : null}
      {loaderData.listing ? (
        <ListingView listing={loaderData.listing} t={t} texts={translations} leadImages={heroFirst ? 0 : undefined} />
      ) : null}
    </div>
  );
}
