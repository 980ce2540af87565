import type { Cart } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { Market } from '@sockshop/core/markets';
import type { CartLine, CartScope, CommerceError } from '@sockshop/core/ports';
import type { ResultAsync } from 'neverthrow';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BrowserServices } from '../composition-root';
import type { PublicConfig } from '../services';
import { startCart } from './start-cart';

export type CartStatus = 'loading' | 'ready' | 'unavailable';

export interface CartContextValue {
  cart: Cart | null;
  status: CartStatus;
  /** The last failed cart action, for the page to explain (out of stock, cart reset, unreachable). */
  error: DomainError | null;
  scope: CartScope;
  services: BrowserServices | null;
  /** Each action answers the error it met, or null when the cart was updated. */
  add(lines: CartLine[]): Promise<DomainError | null>;
  update(line: CartLine): Promise<DomainError | null>;
  selectShippingMethod(id: string): Promise<DomainError | null>;
  applyDiscountCode(code: string): Promise<DomainError | null>;
  removeDiscountCode(): Promise<DomainError | null>;
  /** After a paid order: forget the cart (spec §4 on payment success the cart is emptied). */
  forget(): void;
  refresh(): Promise<void>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}

/**
 * Holds the shopper's cart in the browser (DECISIONS 5: cart and checkout need JavaScript).
 * The adapters load after hydration, off the critical path; the server renders the cart as loading.
 */
export function CartProvider({
  config,
  market,
  services: given,
  children,
}: {
  config: PublicConfig;
  market: Market;
  /** Ports handed in instead of the HTTP adapters of the composition root (component tests run the in-memory fakes). */
  services?: BrowserServices;
  children: ReactNode;
}) {
  const [services, setServices] = useState<BrowserServices | null>(given ?? null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [status, setStatus] = useState<CartStatus>('loading');
  const [error, setError] = useState<DomainError | null>(null);
  const scope = useMemo<CartScope>(
    () => ({ countryCode: market.countryCode, languageCode: market.language, region: market.warehouse.region }),
    [market.countryCode, market.language, market.warehouse.region],
  );
  const scopeRef = useRef(scope);
  scopeRef.current = scope;

  useEffect(() => {
    if (given) return;
    let cancelled = false;
    import('../composition-root')
      .then(({ createBrowserServices }) => {
        if (!cancelled) setServices(createBrowserServices(config));
      })
      .catch(() => {
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, [config, given]);

  const refresh = useCallback(async () => {
    if (!services) return;
    const started = await startCart(services, scopeRef.current, new URLSearchParams(window.location.search));
    setCart(started.cart);
    const failure = started.errors.find((error) => error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'RATE_LIMITED');
    setStatus(failure && !started.cart ? 'unavailable' : 'ready');
    setError(started.errors[0] ?? null);
  }, [services]);

  const settleError = (failure: CommerceError) => {
    setError(failure);
    if (failure.code === 'CART_RESET' || failure.code === 'NOT_FOUND') {
      setCart(null);
      setStatus('ready');
    } else if (failure.code === 'UPSTREAM_UNAVAILABLE' || failure.code === 'RATE_LIMITED') {
      setStatus((current) => (current === 'loading' ? 'unavailable' : current));
    }
  };

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: settleError only sets state; the action runner must stay stable for the whole visit
  const run = useCallback(
    async (action: (s: BrowserServices, scope: CartScope) => ResultAsync<Cart, CommerceError>): Promise<DomainError | null> => {
      if (!services) return { code: 'UPSTREAM_UNAVAILABLE', message: 'The cart is still loading' };
      const result = await action(services, scopeRef.current);
      if (result.isOk()) {
        setCart(result.value);
        setStatus('ready');
        setError(null);
        return null;
      }
      settleError(result.error);
      return result.error;
    },
    [services],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      status,
      error,
      scope,
      services,
      add: (lines) => run((s, sc) => s.commerce.addProducts(lines, sc)),
      update: (line) => run((s, sc) => s.commerce.updateProduct(line, sc)),
      selectShippingMethod: (id) => run((s, sc) => s.commerce.selectShippingMethod(id, sc)),
      applyDiscountCode: (code) => run((s, sc) => s.commerce.applyDiscountCode(code, sc)),
      removeDiscountCode: () => run((s, sc) => s.commerce.removeDiscountCode(sc)),
      forget: () => {
        services?.tokens.clear(scopeRef.current.region);
        setCart(null);
      },
      refresh,
    }),
    [cart, status, error, scope, services, run, refresh],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
