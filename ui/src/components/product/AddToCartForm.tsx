import { type AnalyticsItem, addToCartEvent } from '@sockshop/core/analytics';
import { type StockStatus, sizeLabel } from '@sockshop/core/catalog';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { pushEvent } from '../../analytics/data-layer';
import { useCart } from '../../cart/cart-context';
import { cartErrorKey } from '../../cart/cart-messages';
import { useStorefrontData } from '../../lib/layout-data';

// The drawer and its upsell load on the first add, never with the product page; the drawer reads the cart, the
// market and the threshold itself and puts focus back on the add button, so this page's own code stays small.
const loadDrawer = () => import('../cart/MiniCartDrawer');
const MiniCartDrawer = lazy(loadDrawer);

interface SizeOption {
  id: string;
  size: string;
  stockStatus: StockStatus;
}

/** Size choice and the add-to-cart button; adding needs JavaScript, choosing a size does not. */
export function AddToCartForm({
  variants,
  analytics,
}: {
  variants: readonly SizeOption[];
  analytics: AnalyticsItem & { currency: string };
}) {
  const id = useId();
  const { t, storefront } = useStorefrontData();
  const cart = useCart();
  const button = useRef<HTMLButtonElement>(null);
  /** The variant whose line the drawer shows; null while the drawer is closed. */
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  // Sizes the commerce backend refused or reported gone since the page was rendered: the page's stock
  // comes from the catalogue, which does not know the stock other shoppers' pending orders hold.
  const [soldOut, setSoldOut] = useState<ReadonlySet<string>>(() => new Set());
  const isOffered = (variant: SizeOption) => variant.stockStatus !== 'no-stock' && !soldOut.has(variant.id);
  const firstAvailable = variants.find(isOffered);
  const [selected, setSelected] = useState(firstAvailable?.id ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) return;
    // Fetched while the cart call runs, so the drawer opens with the answer.
    void loadDrawer().catch(() => undefined);
    setBusy(true);
    setMessage('');
    const failure = await cart.add([{ id: selected, quantity: 1 }]);
    const size = variants.find((variant) => variant.id === selected)?.size;
    // Out of stock is answered by refuseSize below: it names the size and offers the others.
    if (failure?.code === 'OUT_OF_STOCK') {
      await refuseSize(selected);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (failure === null) pushEvent(addToCartEvent(analytics.currency, { ...analytics, ...(size ? { variant: size } : {}) }));
    setMessage(t(failure === null ? 'addedToCart' : cartErrorKey(failure.code, 'addToCartFailed')));
    if (failure === null) setDrawerFor(selected);
  };

  /**
   * The backend has no more of this size: the refusal names it and offers the sizes it still has. Which those are is
   * asked of the same backend (stock check), so the offer is not refused in turn; without an answer the page's
   * own list stands.
   */
  const refuseSize = async (refused: string) => {
    const gone = new Set([...soldOut, refused]);
    const candidates = variants.filter((variant) => variant.stockStatus !== 'no-stock' && !gone.has(variant.id));
    // The ports, as loaded by the add just made (this render's `cart.services` may predate them).
    const services = candidates.length > 0 ? await cart.loadServices() : null;
    const stock = await services?.commerce.checkStock(
      candidates.map((variant) => variant.id),
      cart.scope,
    );
    if (stock?.isOk()) for (const answer of stock.value) if (!answer.isAvailable) gone.add(answer.id);
    setSoldOut(gone);
    const left = variants.filter((variant) => variant.stockStatus !== 'no-stock' && !gone.has(variant.id));
    setSelected(left[0]?.id ?? '');
    const label = (id: string) => sizeLabel(variants.find((variant) => variant.id === id)?.size ?? '', storefront, t);
    const refusal = t('sizeSoldOut').replace('{size}', label(refused));
    setMessage(
      left.length > 0
        ? `${refusal} ${t('otherSizesAvailable').replace('{sizes}', left.map((variant) => label(variant.id)).join(', '))}`
        : `${refusal} ${t('allSizesSoldOut')}`,
    );
  };

  // The drawer is the form's sibling, not its child: its upsell cards hold forms of their own, and a form inside a form
  // is invalid HTML (tests/e2e/valid-html.spec.ts).
  return (
    <>
      <form className="add-to-cart" onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="size-picker">
          <legend className="size-picker__legend">{t('size')}</legend>
          {variants.map((variant) => (
            <label key={variant.id} className="size-picker__option">
              <input
                type="radio"
                name="variant"
                value={variant.id}
                checked={selected === variant.id}
                disabled={!isOffered(variant)}
                onChange={() => setSelected(variant.id)}
              />
              <span>{sizeLabel(variant.size, storefront, t)}</span>
              {!isOffered(variant) ? <span className="visually-hidden"> ({t('outOfStock')})</span> : null}
              {isOffered(variant) && variant.stockStatus === 'low-stock' ? (
                <span className="size-picker__low"> {t('lowStock')}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
        <button
          ref={button}
          type="submit"
          className="button button--primary add-to-cart__button"
          disabled={!selected || busy || !cart.interactive}
          aria-describedby={`${id}-status`}
        >
          {t('addToCart')}
        </button>
        <p id={`${id}-status`} className="add-to-cart__status" role="status">
          {message}
        </p>
      </form>
      {drawerFor !== null ? (
        // A drawer that cannot load leaves the status line above as the only answer.
        <Suspense fallback={null}>
          <MiniCartDrawer addedId={drawerFor} opener={button} onClose={() => setDrawerFor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
