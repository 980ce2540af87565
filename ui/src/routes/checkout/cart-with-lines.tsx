import { beginCheckoutEvent } from '@sockshop/core/analytics';
import type { ShippingMethod } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { CartLine } from '@sockshop/core/ports';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { pushEvent } from '../../analytics/data-layer';
import { useCart } from '../../cart/cart-context';
import { cartErrorKey } from '../../cart/cart-messages';
import { removalEvent } from '../../cart/remove-from-cart';
import { useRunningCheckout } from '../../checkout/checkout-context';
import { CartLines } from '../../components/cart/CartLines';
import { CartNotice } from '../../components/cart/CartNotice';
import { CartTotals } from '../../components/cart/CartTotals';
import { FreeShippingProgress } from '../../components/cart/FreeShippingProgress';
import { ShippingOptions } from '../../components/cart/ShippingOptions';
import { useStorefrontData } from '../../lib/layout-data';

// The upsell (its request, schema and cards) loads once there is a cart to recommend for, not with the page.
const BasketUpsell = lazy(() => import('../../components/cart/BasketUpsell').then((module) => ({ default: module.BasketUpsell })));

/**
 * The cart view with lines: shipping method, discount code, totals and the way on. Its own chunk: a shopper meets it only
 * once the browser has found a cart with lines (the server never knows the cart), so the empty cart's first load skips it.
 */
export default function CartWithLines() {
  const { market, t, freeShippingThreshold } = useStorefrontData();
  const cart = useCart();
  // Null while the cart is empty: the checkout machine loads once there is something to check out.
  const actor = useRunningCheckout();
  const id = useId();
  const [methods, setMethods] = useState<ShippingMethod[]>([]);
  const [code, setCode] = useState('');
  // The discount form's answer is the one message about a code; it goes when the cart changes.
  const [discount, setDiscount] = useState<{ text: string; failure: DomainError | null } | null>(null);

  const services = cart.services;
  const hasItems = (cart.cart?.itemsCount ?? 0) > 0;
  const shippingId = cart.cart?.shippingMethod?.id ?? null;

  // The shipping methods of the market country; with none selected, the first listed one is added.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per market, cart presence and selection; the cart object itself changes on every update
  useEffect(() => {
    if (!services || !hasItems) return;
    let cancelled = false;
    void services.commerce.listShippingMethods(market.countryCode, cart.scope).then((result) => {
      if (cancelled || result.isErr()) return;
      setMethods(result.value);
      const first = result.value.find((method) => method.available);
      if (!shippingId && first) void cart.selectShippingMethod(first.id);
    });
    return () => {
      cancelled = true;
    };
  }, [services, hasItems, shippingId, market.countryCode]);

  const onQuantity = async (line: CartLine) => {
    setDiscount(null);
    const item = cart.cart?.items.find((candidate) => candidate.id === line.id);
    const failure = await cart.update(line);
    const removal = failure === null && item ? removalEvent(item, line.quantity, market.currency.code) : null;
    if (removal) pushEvent(removal);
  };

  const onDiscount = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return;
    setDiscount(null);
    const failure = await cart.applyDiscountCode(code.trim());
    // A backend that cannot be reached is the page's alert (cartUnavailable), not a verdict on the code.
    if (failure && (failure.code === 'UPSTREAM_UNAVAILABLE' || failure.code === 'RATE_LIMITED')) return;
    setDiscount({ text: t(failure === null ? 'discountApplied' : 'discountInvalid'), failure });
  };

  if (!cart.cart) return null;

  return (
    <section className="checkout-cart" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="page__title">
        {t('cart')}
      </h1>
      <CartNotice t={t} />
      {cart.error && cart.error.code !== 'CART_RESET' && cart.error !== discount?.failure ? (
        <p className="notice notice--error" role="alert">
          {t(cartErrorKey(cart.error.code, 'anErrorOcurred'))}
        </p>
      ) : null}
      <CartLines items={cart.cart.items} market={market} t={t} onQuantity={(line) => void onQuantity(line)} />
      <FreeShippingProgress cart={cart.cart} threshold={freeShippingThreshold} market={market} t={t} />
      <ShippingOptions
        methods={methods}
        selectedId={shippingId}
        cart={cart.cart}
        threshold={freeShippingThreshold}
        market={market}
        t={t}
        onSelect={(methodId) => {
          setDiscount(null);
          void cart.selectShippingMethod(methodId);
        }}
      />
      <form className="discount-form" onSubmit={(event) => void onDiscount(event)}>
        <label htmlFor={`${id}-code`}>{t('discountCode')}</label>
        <input id={`${id}-code`} className="input" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        <button type="submit" className="button button--secondary">
          {t('apply')}
        </button>
        {cart.cart.discountCode ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setDiscount(null);
              void cart.removeDiscountCode();
            }}
          >
            {t('remove')} {cart.cart.discountCode}
          </button>
        ) : null}
        <p role="status" className="discount-form__status">
          {discount?.text}
        </p>
      </form>
      <CartTotals cart={cart.cart} market={market} t={t} />
      <button
        type="button"
        className="button button--primary checkout__next"
        onClick={() => {
          if (cart.cart) pushEvent(beginCheckoutEvent(cart.cart));
          actor?.send({ type: 'goto', view: 'address' });
        }}
      >
        {t('continueToAddress')}
      </button>
      <Suspense fallback={null}>
        <BasketUpsell cart={cart.cart} threshold={freeShippingThreshold} market={market} t={t} />
      </Suspense>
    </section>
  );
}
