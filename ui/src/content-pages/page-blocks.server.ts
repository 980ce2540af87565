import { type ContentBlock, isRichTextComponent, ProductListBlockSchema } from '@sockshop/core/content';
import { MESSAGES } from '@sockshop/core/errors';
import type { Market } from '@sockshop/core/markets';
import type { CatalogPort, CatalogScope, Logger } from '@sockshop/core/ports';
import { parseBlocks } from '../components/blocks/parse-blocks';
import { withoutForgedMarkup } from '../components/rich-text/forged-markup.server';
import { prerenderBlock } from '../components/rich-text/rich-text-html.server';
import { toProductTile } from '../lib/product-tile';
import { withContentImageSources } from '../pictures/image-sources';
import type { ProductTile } from '../product/product-view';

/** Fetches the products of every product_list block of a page body, in parallel; a failed list is empty, not fatal. */
export async function productListsOf(
  body: unknown,
  catalog: CatalogPort,
  scope: CatalogScope,
  market: Market,
): Promise<Record<string, { products: ProductTile[] }>> {
  const blocks = (Array.isArray(body) ? body : [])
    .map((raw) => ProductListBlockSchema.safeParse(raw))
    // A block naming a recommendation widget is loaded by the browser from the widget's list (ProductListBlock).
    .flatMap((parsed) => (parsed.success && parsed.data.widget_id === '' ? [parsed.data] : []));
  const lists = await Promise.all(
    blocks.map(async (block) => {
      const result = await catalog.search(
        { ...(block.category ? { category: block.category } : {}), limit: block.limit, offset: 0 },
        scope,
      );
      const products = result.isOk() ? result.value.products.map((product) => toProductTile(product, market)) : [];
      return [block._uid, { products }] as const;
    }),
  );
  return Object.fromEntries(lists);
}

/** A page body's blocks checked here, on the server, so the browser gets plain typed blocks; skipped ones are logged. */
export function pageBlocksOf(body: unknown, logger: Logger): ContentBlock[] {
  // Content pictures get their sources here, on the server; rich text becomes sanitised HTML here too.
  return withContentImageSources(
    // A document already typed as the server's HTML can only be forged: it is emptied before anything reads it.
    parseBlocks(withoutForgedMarkup(body), (block, reason) => {
      const component = typeof block === 'object' && block !== null ? (block as { component?: unknown }).component : undefined;
      const name = typeof component === 'string' ? component : typeof block;
      // A block of rich text that does not fit is the richtext normalizing error; others are plain skips.
      if (isRichTextComponent(component)) logger.error(MESSAGES.normalizingRichText, { component: name, reason });
      else logger.warn('content block skipped', { component: name, reason });
    }),
  ).map(prerenderBlock);
}
