import type { ProductListBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import type { BlockContext } from './block-context.js';
import { ProductCard } from './ProductCard.js';
import { WidgetProductList } from './WidgetProductList.js';

/**
 * Products were fetched by the loader for this block's `_uid`; with none there is nothing worth showing. A block that
 * names a recommendation widget and got nothing from the loader is loaded by the browser from the widget's list.
 */
export function ProductListBlock({ block, ctx }: { block: z.infer<typeof ProductListBlockSchema>; ctx: BlockContext }) {
  if (block.widget_id !== '' && !ctx.productLists[block._uid]) {
    return <WidgetProductList uid={block._uid} title={block.title} widget={block.widget_id} limit={block.limit} />;
  }
  const products = (ctx.productLists[block._uid]?.products ?? []).slice(0, block.limit);
  if (products.length === 0) return null;
  const headingId = `product-list-${block._uid}`;
  return (
    <section className="product-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-list__title">
        {block.title}
      </h2>
      <ul className="product-grid">
        {products.map((product) => (
          <ProductCard key={product.sku} product={product} />
        ))}
      </ul>
    </section>
  );
}
