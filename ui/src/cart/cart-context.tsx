import { type Cart, isTokenFresh } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { Market } from '@sockshop/core/markets';
import type { CartLine, CartScope } from '@sockshop/core/ports';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BrowserServices } from '../composition-root';
import type { PublicConfig } from '../services';
import type { CartSession } from './cart-session';
import { CART_NOT_LOADED, type CartStatus, type CartView, type RestoreReport, unavailableWhileLoading } from './cart-view';
import { readSavedCartToken } from './saved-cart-token';

export interface CartContextValue {
  cart: Cart | null;
  status: CartStatus;
  /** The last failed cart action, for the page to explain (out of stock, cart reset, unreachable). */
  error: DomainError | null;
  /** How the page's `items` link was restored at start-up; gone after the next cart update. */
  restore?: RestoreReport;
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
  /** After a paid order: forget the cart (on payment success the cart is emptied). */
  forget(): void;
  /** Starts the cart again (start-up) for the page's query, or for `query` when the page is about to change it. */
  refresh(query?: URLSearchParams): Promise<void>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}

/**
 * Holds the shopper's cart in the browser (cart and checkout need JavaScript); the server renders the cart as
 * loading. the first load only asks whether there is a cart to show (a saved token, an `items` query); the
 * cart's work (cart-session.ts) loads with the first cart to show or the first cart action.
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
  const [view, setView] = useState<CartView>({ cart: null, status: 'loading', error: null });
  const scope = useMemo<CartScope>(
    () => ({ countryCode: market.countryCode, languageCode: market.language, region: market.warehouse.region }),
    [market.countryCode, market.language, market.warehouse.region],
  );
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const servicesRef = useRef<BrowserServices | null>(given ?? null);
  // The configuration of the first render: the layout's data comes again as new objects after every reload of the layout
  // (an in-place market switch), with the same values; the cart must not start again for that.
  const configRef = useRef(config);
  const session = useRef<Promise<CartSession | null> | null>(null);

  const load = useCallback((): Promise<CartSession | null> => {
    session.current ??= import('./cart-session')
      .then((code) =>
        code.createCartSession({
          config: configRef.current,
          services: servicesRef.current,
          scope: () => scopeRef.current,
          show: setView,
          loaded(created) {
            servicesRef.current = created;
            setServices(created);
          },
        }),
      )
      .catch(() => {
        session.current = null;
        setView(unavailableWhileLoading);
        return null;
      });
    return session.current;
  }, []);

  const loadServices = useCallback(() => load().then((loaded) => loaded?.loadServices() ?? null), [load]);

  const refresh = useCallback(
    async (query: URLSearchParams = new URLSearchParams(window.location.search)) => {
      // No saved token and nothing to restore: the cart is empty, and nothing needs to load to say so. The visual
      // editor's route (whose links carry `_storyblok`, docs/decisions.md "Draft preview and the visual editor") skips
      // the cart fetch at start-up.
      const editor = query.has('_storyblok');
      if (editor || (!servicesRef.current && !query.has('items') && readSavedCartToken(scopeRef.current.region, isTokenFresh) === null)) {
        setView((current) => ({ ...current, cart: null, status: 'ready' }));
        return;
      }
      await (await load())?.start(query);
    },
    [load],
  );

  // Once hydrated, as a transition: every reader of the cart (the header's count, add-to-cart forms) renders again, and a
  // transition renders in slices between which the browser paints and answers input, not in one long task.
  useEffect(() => {
    startTransition(() => {
      setInteractive(true);
      void refresh();
    });
  }, [refresh]);

  // An in-place market switch: the layout stays, the market changes; start-up runs again and moves the cart
  // (its country updated, shipping cleared). No query: the page's items or payment-return parameters were handled at load.
  const shown = useRef(scope.countryCode);
  useEffect(() => {
    if (shown.current === scope.countryCode) return;
    shown.current = scope.countryCode;
    void refresh(new URLSearchParams());
  }, [scope.countryCode, refresh]);

  const value = useMemo<CartContextValue>(() => {
    const act = (action: (session: CartSession) => Promise<DomainError | null>) =>
      load().then((loaded) => (loaded ? action(loaded) : CART_NOT_LOADED));
    return {
      ...view,
      scope,
      services,
      interactive,
      loadServices,
      add: (lines) => act((s) => s.add(lines)),
      update: (line) => act((s) => s.update(line)),
      selectShippingMethod: (id) => act((s) => s.selectShippingMethod(id)),
      applyDiscountCode: (code) => act((s) => s.applyDiscountCode(code)),
      removeDiscountCode: () => act((s) => s.removeDiscountCode()),
      forget: () => {
        servicesRef.current?.tokens.clear(scopeRef.current.region);
        setView((current) => ({ ...current, cart: null }));
      },
      refresh,
    };
  }, [view, scope, services, interactive, load, loadServices, refresh]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
