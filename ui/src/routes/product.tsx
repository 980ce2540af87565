import { itemFromProduct, viewItemEvent } from '@sockshop/core/analytics';
import { discountPercentage } from '@sockshop/core/pricing';
import { useEffect } from 'react';
import { data, useRouteLoaderData } from 'react-router';
import { pushEvent } from '../analytics/data-layer';
import { AddToCartForm } from '../components/product/AddToCartForm';
import { ProductGallery } from '../components/product/ProductGallery';
import { Recommendations } from '../components/product/Recommendations';
import { Experiment, SHIPPING_SPEED } from '../components/shared/Experiment';
import { useStorefrontData } from '../lib/layout-data';
import { jsonForScript, productStructuredData } from '../lib/product-structured-data.server';
import { listingPrice, priceIn, RECOMMENDATIONS_SHOWN, stockLabel } from '../lib/product-view';
import { productRecommendations } from '../lib/recommendations.server';
import { storefrontRequest } from '../lib/storefront.server';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/product';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogScope, market } = storefrontRequest(params, request, context);
  const { catalog, logger } = context.services;
  // Below the fold: asked for alongside the product, never awaited; the page streams it when it comes.
  const recommendations = productRecommendations(catalog, params.sku, catalogScope, market, logger);
  const found = await catalog.findProduct(params.sku, catalogScope);
  if (found.isErr()) {
    if (found.error.code === 'NOT_FOUND')
      throw data({ path: new URL(request.url).pathname, message: found.error.message }, { status: 404 });
    // The catalog is down: the page says so inside the shop's chrome instead of an error page (issue 6).
    context.services.logger.error('Failed to fetch product for PDP', { sku: params.sku, code: found.error.code });
    return data({ product: null, recommendations: null }, { headers: { 'cache-control': 'no-store' } });
  }
  const product = found.value;
  const price = priceIn(product, market);
  return {
    product: {
      sku: product.sku,
      name: product.name,
      description: product.description.full || product.description.short,
      metaTitle: product.meta.title || product.name,
      metaDescription: product.meta.description || product.description.short,
      price: listingPrice(price.final, market),
      originalPrice: price.original > price.final ? listingPrice(price.original, market) : null,
      discountPercentage: price.original > price.final ? discountPercentage(price.original, price.final) : 0,
      stockStatus: product.stockStatus,
      images: product.media.images.length > 0 ? product.media.images : [{ url: product.media.hero.large, alt: product.name, position: 0 }],
      information: product.information,
      variants: product.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        size: variant.size,
        stockStatus: variant.stockStatus,
      })),
      structuredData: jsonForScript(
        productStructuredData(product, price, market, `${context.services.publicConfig.origin}${new URL(request.url).pathname}`),
      ),
      // DECISIONS 15: the item as analytics events describe it, in the market's currency.
      analytics: { ...itemFromProduct({ ...product, price }), currency: market.currency.code },
    },
    recommendations,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData?.product) return [{ title: 'Sock Shop' }];
  return [{ title: loaderData.product.metaTitle }, { name: 'description', content: loaderData.product.metaDescription }];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, recommendations } = loaderData;
  const { t } = useStorefrontData();
  const experiments = useRouteLoaderData<typeof rootLoader>('root')?.shell.experiments ?? [];
  useEffect(() => {
    if (product) pushEvent(viewItemEvent(product.analytics.currency, product.analytics));
  }, [product]);
  if (!product) {
    return (
      <section className="page">
        <h1 className="page__title">{t('catalogUnavailable')}</h1>
        <p>{t('tryAgainLater')}</p>
      </section>
    );
  }
  // What a shopper reads on the product page; the other fields are for filters and size guides.
  const info = (['composition', 'washingInstructions'] as const).flatMap((key) =>
    product.information[key] ? [[key, product.information[key]] as const] : [],
  );
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonForScript); a data block browsers never run. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: product.structuredData }} />
      <article className="product-page">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-page__details">
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__price">
            {product.originalPrice ? (
              <>
                <del className="price price--original">{product.originalPrice}</del>{' '}
                <span className="price price--sale" data-testid="product-price">
                  {product.price}
                </span>{' '}
                <span className="badge">-{product.discountPercentage}%</span>
              </>
            ) : (
              <span className="price" data-testid="product-price">
                {product.price}
              </span>
            )}
          </p>
          <p className={`stock-badge stock-badge--${product.stockStatus}`}>{stockLabel(product.stockStatus, t)}</p>
          {/* spec §9: the shipping-speed experiment (de, nl, be, at); the shell shows the variant drawn for this shopper. */}
          <Experiment
            id={SHIPPING_SPEED}
            running={experiments.includes(SHIPPING_SPEED)}
            defaultVariant="control"
            variants={{ control: null, indicator: <p className="shipping-speed">{t('shippingSpeed')}</p> }}
          />
          <AddToCartForm variants={product.variants} analytics={product.analytics} />
          {product.description ? <p className="product-page__description">{product.description}</p> : null}
          {info.length > 0 ? (
            <dl className="product-page__info">
              {info.map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{String(value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </article>
      {recommendations ? <Recommendations key={product.sku} tiles={recommendations} reserve={RECOMMENDATIONS_SHOWN} t={t} /> : null}
    </>
  );
}
