import type { StockStatus } from '@sockshop/core/catalog';
import { type ImageData, type ImageLoading, Picture } from '../shared/Picture.js';
import { SmartLink } from '../shared/SmartLink.js';

/** Everything a card shows, already formatted by the caller (core formats money, the page translates). */
export interface ProductCardData {
  sku: string;
  name: string;
  href: string;
  /** The price to pay, formatted (`12,95 €`). */
  price: string;
  /** The price before discount, formatted; shown struck through when given. */
  originalPrice?: string;
  image?: ImageData;
  stockStatus: StockStatus;
  stockLabel: string;
  /** Badge labels (new, bestsellers, …), already translated. */
  badges?: readonly string[];
}

/**
 * A product tile, as an item of its list (`<ul class="product-grid">`): the whole card is one link target (the name's
 * link is stretched over it in CSS). The item is the card, with no wrapper inside: 64 of them on a listing page.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3 | 4;
  /** `priority` for the cards in a listing's first screen (the page's largest paint); lazy below. */
  imageLoading?: ImageLoading;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const onSale = !!product.originalPrice && product.originalPrice !== product.price;
  return (
    <li className="product-card">
      <div className="product-card__media">
        {product.image ? <Picture image={product.image} loading={imageLoading} /> : null}
        {product.badges && product.badges.length > 0 ? (
          <ul className="product-card__badges">
            {product.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Heading className="product-card__name">
        {/* Hover or focus loads the product page's data and code, so the click shows it at once. */}
        <SmartLink href={product.href} prefetch="intent">
          {product.name}
        </SmartLink>
      </Heading>
      <p className="product-card__price">
        {onSale && <del className="price price--original">{product.originalPrice}</del>}
        {onSale && ' '}
        <span className={onSale ? 'price price--sale' : 'price'}>{product.price}</span>
      </p>
      <p className={`stock-badge stock-badge--${product.stockStatus}`}>{product.stockLabel}</p>
    </li>
  );
}
