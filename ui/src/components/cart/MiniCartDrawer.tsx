import { lazy, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useCart } from '../../cart/cart-context';
import { useStorefrontData } from '../../lib/layout-data';
import { totalPrice } from '../../product/product-view';
import { CartLines } from './CartLines';
import { FreeShippingProgress } from './FreeShippingProgress';

// The upsell (its schema and request) comes after the drawer: the product page's import of the drawer stays short.
const BasketUpsell = lazy(() => import('./BasketUpsell').then((module) => ({ default: module.BasketUpsell })));

export interface MiniCartDrawerProps {
  /** The variant just added: its line is shown. */
  addedId: string;
  /** What opened the drawer: focus goes back to it when the drawer closes from itself (Escape, close button). */
  opener: RefObject<HTMLElement | null>;
  onClose(): void;
}

/**
 * The drawer after add to cart: the added line, the subtotal, the free-shipping progress and the basket upsell. A
 * non-modal dialog under the sticky header, so the header's cart link and the page stay usable: focus moves in; Escape
 * or the close button closes it and puts focus back on the opener; a click elsewhere or leaving the page closes it too.
 * Loaded on first use (budget), never with the product page, so it reads what it needs itself.
 */
export default function MiniCartDrawer({ addedId, opener, onClose }: MiniCartDrawerProps) {
  const id = useId();
  const { t, market, freeShippingThreshold } = useStorefrontData();
  const { cart } = useCart();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef((focusBack: boolean) => {
    // WAI-ARIA dialog pattern: focus returns to what opened it, before the drawer goes.
    if (focusBack) opener.current?.focus();
    onClose();
  });
  const openedOn = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.show();
    element.focus();
    // Right under the sticky header, wherever the top banner and scrolling leave it (CSSOM, which the CSP allows).
    const header = document.querySelector('.site-header');
    const place = () => {
      const bottom = header?.getBoundingClientRect().bottom ?? 0;
      element.style.top = `${Math.max(0, Math.round(bottom))}px`;
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    // The header slides away on scrolling down: place the drawer again once it has.
    header?.addEventListener('transitionend', place);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) close.current(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      header?.removeEventListener('transitionend', place);
      if (element.open) element.close();
    };
  }, []);

  // A link of the drawer (or the upsell) went to another page.
  useEffect(() => {
    if (pathname !== openedOn.current) close.current(false);
  }, [pathname]);

  if (!cart) return null;
  const added = cart.items.find((item) => item.id === addedId);
  const storefront = market.storefrontCode;
  return (
    <dialog ref={dialog} className="mini-cart" aria-labelledby={`${id}-title`} tabIndex={-1} data-testid="mini-cart">
      <div className="mini-cart__panel">
        <header className="mini-cart__header">
          {/* The add button's status line says what was added; the drawer is the cart. */}
          <h2 id={`${id}-title`} className="mini-cart__title">
            {t('cart')}
          </h2>
          <button
            type="button"
            className="button button--icon mini-cart__close"
            aria-label={t('close')}
            onClick={() => close.current(true)}
          >
            ×
          </button>
        </header>
        {added ? <CartLines items={[added]} market={market} t={t} /> : null}
        <dl className="cart-totals mini-cart__totals">
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{totalPrice(cart.priceProducts, market)}</dd>
          </div>
        </dl>
        <FreeShippingProgress cart={cart} threshold={freeShippingThreshold} market={market} t={t} />
        <div className="mini-cart__actions">
          <Link to={`/${storefront}/checkout/cart`} className="button button--secondary">
            {t('viewCart')}
          </Link>
          <Link to={`/${storefront}/checkout/address`} className="button button--primary">
            {t('checkout')}
          </Link>
        </div>
        <Suspense fallback={null}>
          <BasketUpsell cart={cart} threshold={freeShippingThreshold} market={market} t={t} />
        </Suspense>
      </div>
    </dialog>
  );
}
