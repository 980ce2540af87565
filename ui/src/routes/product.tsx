import { itemFromProduct, viewItemEvent } from '@sockshop/core/analytics';
import { vocabularyLabel } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import { discountPercentage } from '@sockshop/core/pricing';
import { useEffect } from 'react';
import { data, useRouteLoaderData } from 'react-router';
import { pushEvent } from '../analytics/data-layer';
import { AddToCartForm } from '../components/product/AddToCartForm';
import { ProductGallery } from '../components/product/ProductGallery';
import { Recommendations } from '../components/product/Recommendations';
import { SessionRecommendations } from '../components/product/SessionRecommendations';
import { SizeGuide } from '../components/product/SizeGuide';
import { Experiment, SHIPPING_SPEED } from '../components/shared/Experiment';
import { useStorefrontData } from '../lib/layout-data';
import { metaTranslate } from '../lib/meta-translate';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import { GALLERY_SIZES, productImageSources } from '../pictures/image-sources';
import { sizeGuideFor } from '../product/product-size-guide.server';
import { distinctProductTitle } from '../product/product-title';
import { listingPrice, priceIn, stockLabel } from '../product/product-view';
import { RECOMMENDATIONS_PER_LIST } from '../recommendations/product-recommendations';
import { productRecommendations } from '../recommendations/recommendations.server';
import type { loader as rootLoader } from '../root';
import { breadcrumbStructuredData, productCrumbs } from '../structured-data/breadcrumb-structured-data.server';
import { jsonForScript, productStructuredData } from '../structured-data/product-structured-data.server';
import type { Route } from './+types/product';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogScope, contentScope, market } = storefrontOf(context);
  const { services } = context.get(shopContext);
  const { catalog, content, logger } = services;
  // Below the fold: asked for alongside the product, never awaited; the page streams them when they come.
  const shared = productRecommendations(catalog, params.sku, catalogScope, market, logger);
  const recommendations = { cluster: shared.then((lists) => lists.cluster), similar: shared.then((lists) => lists.similar) };
  // The size guides and category names (for the breadcrumb data) come from the content, asked for at the same time.
  const [found, sizeGuides, categories] = await Promise.all([
    catalog.findProduct(params.sku, catalogScope),
    content.findSizeGuides(contentScope),
    content.listCategories(contentScope),
  ]);
  if (found.isErr()) {
    if (found.error.code === 'NOT_FOUND')
      throw data({ path: new URL(request.url).pathname, message: found.error.message }, { status: 404 });
    // The catalog is down: the page says so inside the shop's chrome instead of an error page.
    services.logger.error(MESSAGES.pdpFetchFailed, { sku: params.sku, code: found.error.code });
    return data({ product: null, recommendations: null }, { headers: { 'cache-control': 'no-store' } });
  }
  const product = found.value;
  const price = priceIn(product, market);
  const origin = services.publicConfig.origin;
  const crumbs = productCrumbs(product, market.storefrontCode, categories.unwrapOr([]), 'Sock Shop');
  return {
    product: {
      sku: product.sku,
      name: product.name,
      description: product.description.full || product.description.short,
      metaTitle: product.meta.title || product.name,
      metaDescription: product.meta.description || product.description.short,
      colour: product.color.primary,
      price: listingPrice(price.final, market),
      originalPrice: price.original > price.final ? listingPrice(price.original, market) : null,
      discountPercentage: price.original > price.final ? discountPercentage(price.original, price.final) : 0,
      stockStatus: product.stockStatus,
      // Each picture's sources, worked out here so the builder stays out of the browser.
      images: (product.media.images.length > 0
        ? product.media.images
        : [{ url: product.media.hero.large, alt: product.name, position: 0 }]
      ).map((image) => ({ url: image.url, alt: image.alt, position: image.position, ...productImageSources(image.url, GALLERY_SIZES) })),
      information: product.information,
      sizeGuide: sizeGuideFor(sizeGuides.unwrapOr(null), product.information.sizeGuideBlock),
      variants: product.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        size: variant.size,
        stockStatus: variant.stockStatus,
      })),
      structuredData: jsonForScript(productStructuredData(product, price, market, `${origin}${new URL(request.url).pathname}`)),
      breadcrumbData: jsonForScript(breadcrumbStructuredData(crumbs, origin)),
      // The item as analytics events describe it, in the market's currency.
      analytics: { ...itemFromProduct({ ...product, price }), currency: market.currency.code },
    },
    recommendations,
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.product) return [{ title: 'Sock Shop' }];
  const { metaTitle, metaDescription, name, colour } = loaderData.product;
  // Products of one name in several colours get titles of their own (duplicate titles).
  const title = distinctProductTitle(metaTitle, name, vocabularyLabel('color', colour, metaTranslate(matches)));
  return [{ title }, { name: 'description', content: metaDescription }];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, recommendations } = loaderData;
  const { t, market } = useStorefrontData();
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the same, the page's place in the shop (BreadcrumbList). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: product.breadcrumbData }} />
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
          {/* The shipping-speed experiment (de, nl, be, at); the shell shows the variant drawn for this shopper. */}
          <Experiment
            id={SHIPPING_SPEED}
            running={experiments.includes(SHIPPING_SPEED)}
            defaultVariant="control"
            variants={{ control: null, indicator: <p className="shipping-speed">{t('shippingSpeed')}</p> }}
          />
          <AddToCartForm variants={product.variants} analytics={product.analytics} />
          {product.sizeGuide ? <SizeGuide guide={product.sizeGuide} t={t} /> : null}
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
      {/* Cluster and similar are the same for every shopper (streamed with the page); "you may also like" is
          the shopper's own, loaded by the browser. */}
      {recommendations ? (
        <>
          <Recommendations
            key={`cluster-${product.sku}`}
            list="cluster"
            tiles={recommendations.cluster}
            reserve={RECOMMENDATIONS_PER_LIST}
            t={t}
          />
          <SessionRecommendations sku={product.sku} market={market} t={t} />
          <Recommendations
            key={`similar-${product.sku}`}
            list="similar"
            tiles={recommendations.similar}
            reserve={RECOMMENDATIONS_PER_LIST}
            t={t}
          />
        </>
      ) : null}
    </>
  );
}
