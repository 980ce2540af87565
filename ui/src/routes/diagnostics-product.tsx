import { MESSAGES } from '@sockshop/core/errors';
import { data } from 'react-router';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import type { Route } from './+types/diagnostics-product';

/** /{storefront}/diagnostics/product/{sku...}: the product as the catalog answers it, for support staff. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogScope } = storefrontOf(context);
  const sku = (params['*'] ?? '').trim();
  if (!sku) throw data({ message: MESSAGES.noSku }, { status: 400 });
  const found = await context.get(shopContext).services.catalog.findProduct(sku, catalogScope);
  if (found.isErr()) {
    throw data({ message: found.error.message }, { status: found.error.code === 'NOT_FOUND' ? 404 : 503 });
  }
  const product = found.value;
  return {
    sku: product.sku,
    name: product.name,
    stockStatus: product.stockStatus,
    updatedAt: product.updatedAt,
    updateReason: product.updateReason,
    variants: product.variants.map((variant) => ({ sku: variant.sku, size: variant.size, stockStatus: variant.stockStatus })),
  };
}

export function meta() {
  return [{ title: 'Product diagnostics' }, { name: 'robots', content: 'noindex' }];
}

export default function ProductDiagnostics({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page">
      <h1 className="page__title">
        {loaderData.name} ({loaderData.sku})
      </h1>
      <dl className="diagnostics">
        <dt>Stock status</dt>
        <dd>{loaderData.stockStatus}</dd>
        <dt>Updated</dt>
        <dd>
          {loaderData.updatedAt} ({loaderData.updateReason})
        </dd>
      </dl>
      <table>
        <caption>Variants</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Size</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.variants.map((variant) => (
            <tr key={variant.sku}>
              <td>{variant.sku}</td>
              <td>{variant.size}</td>
              <td>{variant.stockStatus}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
