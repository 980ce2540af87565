import { PageContentSchema } from '@sockshop/core/content';
import { BlockList } from '../components/blocks/BlockList';
import { pageBlocksOf, productListsOf } from '../content-pages/page-blocks.server';
import { usePageBlocks } from '../hooks/use-page-blocks';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import { jsonForScript } from '../structured-data/product-structured-data.server';
import { organizationStructuredData, websiteStructuredData } from '../structured-data/site-structured-data.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { contentScope, catalogScope, market } = storefrontOf(context);
  const { services } = context.get(shopContext);
  const { content, catalog, logger } = services;
  // Who runs the shop and how to search it, for search engines; shown with or without the home story.
  const site = { origin: services.publicConfig.origin, storefront: market.storefrontCode, language: market.locale.iso };
  const structuredData = [jsonForScript(organizationStructuredData(site)), jsonForScript(websiteStructuredData(site))];
  const home = await content.findPage('home', contentScope);
  if (home.isErr()) {
    // A content outage must not blank the shop: show the bestsellers under a plain title instead.
    logger.warn('home page unavailable', { code: home.error.code, message: home.error.message });
    const fallbackBody = [{ _uid: 'fallback-list', component: 'product_list', title: '', category: '', widget_id: '', limit: 8 }];
    return {
      structuredData,
      page: null,
      body: pageBlocksOf(fallbackBody, logger),
      productLists: await productListsOf(fallbackBody, catalog, catalogScope, market),
    };
  }
  const page = PageContentSchema.safeParse(home.value.content);
  const body = page.success ? page.data.body : [];
  return {
    structuredData,
    page: page.success ? { title: page.data.title, seoTitle: page.data.seo_title, seoDescription: page.data.seo_description } : null,
    body: pageBlocksOf(body, logger),
    productLists: await productListsOf(body, catalog, catalogScope, market),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.page?.seoTitle || data?.page?.title || 'Sock Shop';
  return [{ title }, { name: 'description', content: data?.page?.seoDescription ?? '' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const blocks = usePageBlocks(loaderData.productLists);
  const heroFirst = loaderData.body[0]?.component === 'hero';
  return (
    <>
      {loaderData.structuredData.map((json) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonForScript); a data block browsers never run.
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      {heroFirst ? null : <h1 className="visually-hidden">{loaderData.page?.title || blocks.t('home')}</h1>}
      <BlockList blocks={loaderData.body} {...blocks} heroAsPageTitle={heroFirst} />
    </>
  );
}
