import { type AnalyticsItem, addToCartEvent } from '@sockshop/core/analytics';
import { type StockStatus, vocabularyLabel } from '@sockshop/core/catalog';
import type { DomainError } from '@sockshop/core/errors';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { pushEvent } from '../../analytics/data-layer';
import { useCart } from '../../cart/cart-context';
import { useStorefrontData } from '../../lib/layout-data';

// Issue 12: the drawer and its upsell load on the first add, never with the product page; the drawer reads the cart, the
// market and the threshold itself and puts focus back on the add button, so this page's own code stays small.
const loadDrawer = () => import('../cart/MiniCartDrawer');
const MiniCartDrawer = lazy(loadDrawer);

const FAILURE_KEYS: Partial<Record<DomainError['code'], string>> = {
  OUT_OF_STOCK: 'outOfStock',
  QUANTITY_LIMIT: 'quantityLimit',
  UPSTREAM_UNAVAILABLE: 'cartUnavailable',
  RATE_LIMITED: 'cartUnavailable',
};

interface SizeOption {
  id: string;
  size: string;
  stockStatus: StockStatus;
}

/** Size choice and the add-to-cart button; adding needs JavaScript (DECISIONS 5), choosing a size does not. */
export function AddToCartForm({
  variants,
  analytics,
}: {
  variants: readonly SizeOption[];
  analytics: AnalyticsItem & { currency: string };
}) {
  const id = useId();
  const { t } = useStorefrontData();
  const cart = useCart();
  const button = useRef<HTMLButtonElement>(null);
  /** The variant whose line the drawer shows; null while the drawer is closed. */
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const firstAvailable = variants.find((variant) => variant.stockStatus !== 'no-stock');
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
    setBusy(false);
    const size = variants.find((variant) => variant.id === selected)?.size;
    if (failure === null) pushEvent(addToCartEvent(analytics.currency, { ...analytics, ...(size ? { variant: size } : {}) }));
    setMessage(t(failure === null ? 'addedToCart' : (FAILURE_KEYS[failure.code] ?? 'addToCartFailed')));
    if (failure === null) setDrawerFor(selected);
  };

  return (
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
              disabled={variant.stockStatus === 'no-stock'}
              onChange={() => setSelected(variant.id)}
            />
            <span>{vocabularyLabel('size', variant.size, t)}</span>
            {variant.stockStatus === 'no-stock' ? <span className="visually-hidden"> ({t('outOfStock')})</span> : null}
            {variant.stockStatus === 'low-stock' ? <span className="size-picker__low"> {t('lowStock')}</span> : null}
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
      {drawerFor !== null ? (
        // A drawer that cannot load leaves the status line above as the only answer.
        <Suspense fallback={null}>
          <MiniCartDrawer addedId={drawerFor} opener={button} onClose={() => setDrawerFor(null)} />
        </Suspense>
      ) : null}
    </form>
  );
}
