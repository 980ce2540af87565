import { addToCartEvent } from '@sockshop/core/analytics';
import type { Cart } from '@sockshop/core/cart';
import { sizeLabel } from '@sockshop/core/catalog';
import type { Market } from '@sockshop/core/markets';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { pushEvent } from '../../analytics/data-layer';
import { basketUpsellRequest, loadBasketUpsell, type UpsellProduct } from '../../cart/basket-upsell';
import { useCart } from '../../cart/cart-context';
import type { Translate } from '../../lib/translate';
import { listingPrice, priceIn } from '../../product/product-view';
import { Picture } from '../shared/Picture';

/**
 * "Add one of these" under the cart and in the drawer, asked in the browser once the cart is known (it
 * depends on the cart, so it is never part of a cached page). Loaded on first use with the code that shows it.
 */
export function BasketUpsell({ cart, threshold, market, t }: { cart: Cart; threshold: number; market: Market; t: Translate }) {
  const id = useId();
  const [products, setProducts] = useState<UpsellProduct[]>([]);
  const body = basketUpsellRequest(cart, threshold, market);
  // The request only changes with what is in the cart and its amount; the cart object changes on every update.
  const key = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `body`
  useEffect(() => {
    const controller = new AbortController();
    void loadBasketUpsell(body, controller.signal).then((found) => {
      if (!controller.signal.aborted) setProducts(found);
    });
    return () => controller.abort();
  }, [key]);

  if (products.length === 0) return null;
  return (
    <section className="basket-upsell" aria-labelledby={`${id}-title`} data-testid="basket-upsell">
      <h2 id={`${id}-title`} className="basket-upsell__title">
        {t('addOneOfThese')}
      </h2>
      {/* Cards, not list items: the cart's own lines are the page's list. */}
      <div className="basket-upsell__list">
        {products.map((product) => (
          <article key={product.sku} className="basket-upsell__item" aria-label={product.name}>
            <UpsellItem product={product} market={market} t={t} />
          </article>
        ))}
      </div>
    </section>
  );
}

function UpsellItem({ product, market, t }: { product: UpsellProduct; market: Market; t: Translate }) {
  const id = useId();
  const cart = useCart();
  const sizes = product.variants.filter((variant) => variant.stockStatus !== 'no-stock');
  const [selected, setSelected] = useState(sizes[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const price = priceIn(product, market);
  const href = `/${market.storefrontCode}/product/${encodeURIComponent(product.sku)}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variant = sizes.find((size) => size.id === selected);
    if (!variant) return;
    setBusy(true);
    const failure = await cart.add([{ id: variant.id, quantity: 1 }]);
    setBusy(false);
    if (failure !== null) return;
    const unit = priceIn(variant, market);
    pushEvent(
      addToCartEvent(market.currency.code, {
        sku: variant.sku,
        name: product.name,
        price: unit.final,
        discount: Math.max(unit.original - unit.final, 0),
        quantity: 1,
        variant: variant.size,
        ...(product.categories[0] ? { category: product.categories[0] } : {}),
        color: product.color.primary,
      }),
    );
  };

  return (
    <>
      <Picture
        image={{ src: product.media.hero.small || product.media.hero.original, alt: '', width: 96, height: 96 }}
        className="basket-upsell__image"
      />
      <Link to={href} className="basket-upsell__name">
        {product.name}
      </Link>
      <span className="basket-upsell__price">{listingPrice(price.final, market)}</span>
      <form className="basket-upsell__form" onSubmit={(event) => void onSubmit(event)}>
        <label className="visually-hidden" htmlFor={`${id}-size`}>
          {`${t('size')}: ${product.name}`}
        </label>
        <select
          id={`${id}-size`}
          className="input basket-upsell__size"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
        >
          {sizes.map((size) => (
            <option key={size.id} value={size.id}>
              {sizeLabel(size.size, market.storefrontCode, t)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" disabled={busy || !selected} aria-label={`${t('add')}: ${product.name}`}>
          {t('add')}
        </button>
      </form>
    </>
  );
}
