import { type Cart, isTokenFresh } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { Market } from '@sockshop/core/markets';
import type { CartLine, CartScope, CommerceError } from '@sockshop/core/ports';
import type { ResultAsync } from 'neverthrow';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BrowserServices } from '../composition-root';
import type { PublicConfig } from '../services';
import { createLocalTokenStore } from './local-token-store';

export type CartStatus = 'loading' | 'ready' | 'unavailable';

export interface CartContextValue {
  cart: Cart | null;
  status: CartStatus;
  /** The last failed cart action, for the page to explain (out of stock, cart reset, unreachable). */
  error: DomainError | null;
  scope: CartScope;
  /** The ports, once loaded: the composition root loads on the first cart action or when there is a cart to show. */
  services: BrowserServices | null;
  /** True once the page is hydrated: cart actions work from then on (they load the ports on first use). */
  interactive: boolean;
  /** Loads the ports now (pages that call them directly: payment, success); null when they cannot load. */
  loadServices(): Promise<BrowserServices | null>;
  /** Each action answers the error it met, or null when the cart was updated. */
  add(lines: CartLine[]): Promise<DomainError | null>;
  update(line: CartLine): Promise<DomainError | null>;
  selectShippingMethod(id: string): Promise<DomainError | null>;
  applyDiscountCode(code: string): Promise<DomainError | null>;
  removeDiscountCode(): Promise<DomainError | null>;
  /** After a paid order: forget the cart (spec §4 on payment success the cart is emptied). */
  forget(): void;
  /** Starts the cart again (spec §4 start-up) for the page's query, or for `query` when the page is about to change it. */
  refresh(query?: URLSearchParams): Promise<void>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}

/**
 * Holds the shopper's cart in the browser (DECISIONS 5: cart and checkout need JavaScript).
 * The adapters load on first use (or at once when a saved cart is to be shown); the server renders the cart as loading.
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
  const [interactive, setInteractive] = useState(false);
  const [cart, setCart] = useState<Cart | null>(null);
  const [status, setStatus] = useState<CartStatus>('loading');
  const [error, setError] = useState<DomainError | null>(null);
  const scope = useMemo<CartScope>(
    () => ({ countryCode: market.countryCode, languageCode: market.language, region: market.warehouse.region }),
    [market.countryCode, market.language, market.warehouse.region],
  );
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const servicesRef = useRef<BrowserServices | null>(given ?? null);
  const loading = useRef<Promise<BrowserServices | null> | null>(null);

  // Issue 12: the composition root (inversify, ky, adapters, ~27 kB gzip) is not part of the first load; it comes on the
  // first cart action, or right away only when the shopper has a cart to show.
  const loadServices = useCallback((): Promise<BrowserServices | null> => {
    if (servicesRef.current) return Promise.resolve(servicesRef.current);
    loading.current ??= import('../composition-root')
      .then(({ createBrowserServices }) => {
        const created = createBrowserServices(config);
        servicesRef.current = created;
        setServices(created);
        return created;
      })
      .catch(() => {
        loading.current = null;
        setStatus((current) => (current === 'loading' ? 'unavailable' : current));
        return null;
      });
    return loading.current;
  }, [config]);

  const refresh = useCallback(
    async (given?: URLSearchParams) => {
      const query = given ?? new URLSearchParams(window.location.search);
      // No saved token and nothing to restore: the cart is empty, and nothing needs to load to say so.
      if (!servicesRef.current && !query.has('items') && createLocalTokenStore(isTokenFresh).read(scopeRef.current.region) === null) {
        setCart(null);
        setStatus('ready');
        return;
      }
      const loaded = await loadServices();
      if (!loaded) return;
      // The start-up machine (xstate) comes with the first cart to show, not with the page.
      const { startCart } = await import('./start-cart');
      const started = await startCart(loaded, scopeRef.current, query);
      setCart(started.cart);
      const failure = started.errors.find((error) => error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'RATE_LIMITED');
      setStatus(failure && !started.cart ? 'unavailable' : 'ready');
      setError(started.errors[0] ?? null);
    },
    [loadServices],
  );

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
    setInteractive(true);
    void refresh();
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: settleError only sets state; the action runner must stay stable for the whole visit
  const run = useCallback(
    async (action: (s: BrowserServices, scope: CartScope) => ResultAsync<Cart, CommerceError>): Promise<DomainError | null> => {
      const loaded = await loadServices();
      if (!loaded) return { code: 'UPSTREAM_UNAVAILABLE', message: 'The cart could not load' };
      const result = await action(loaded, scopeRef.current);
      if (result.isOk()) {
        setCart(result.value);
        setStatus('ready');
        setError(null);
        return null;
      }
      settleError(result.error);
      return result.error;
    },
    [loadServices],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      status,
      error,
      scope,
      services,
      interactive,
      loadServices,
      add: (lines) => run((s, sc) => s.commerce.addProducts(lines, sc)),
      update: (line) => run((s, sc) => s.commerce.updateProduct(line, sc)),
      selectShippingMethod: (id) => run((s, sc) => s.commerce.selectShippingMethod(id, sc)),
      applyDiscountCode: (code) => run((s, sc) => s.commerce.applyDiscountCode(code, sc)),
      removeDiscountCode: () => run((s, sc) => s.commerce.removeDiscountCode(sc)),
      forget: () => {
        servicesRef.current?.tokens.clear(scopeRef.current.region);
        setCart(null);
      },
      refresh,
    }),
    [cart, status, error, scope, services, interactive, loadServices, run, refresh],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
