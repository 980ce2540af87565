import type { Cart } from '@sockshop/core/cart';
import type { DomainError } from '@sockshop/core/errors';
import type { CartLine, CartScope, CommerceError } from '@sockshop/core/ports';
import type { ResultAsync } from 'neverthrow';
import type { BrowserServices } from '../composition-root';
import { reportCartReset } from '../diagnostics/cart-reports';
import type { PublicConfig } from '../services';
import { CART_NOT_LOADED, type CartView, unavailableWhileLoading } from './cart-view';

/** What the provider hands the session: its configuration and how to show what the session learns. */
export interface CartHost {
  config: PublicConfig;
  /** Ports handed in (component tests); else the composition root's HTTP adapters, loaded on first use. */
  services: BrowserServices | null;
  scope(): CartScope;
  show(next: (view: CartView) => CartView): void;
  loaded(services: BrowserServices): void;
}

export type CartSession = ReturnType<typeof createCartSession>;

/**
 * The cart's work in the browser: start-up and the cart actions, behind the provider. it loads with the first cart
 * to show or the first cart action, not with the page; the composition root (inversify, ky, adapters, ~27 kB gzip) and the
 * start-up machine (xstate) load after it, when they are needed.
 */
export function createCartSession(host: CartHost) {
  let services = host.services;
  let loading: Promise<BrowserServices | null> | null = null;

  const loadServices = (): Promise<BrowserServices | null> => {
    if (services) return Promise.resolve(services);
    loading ??= import('../composition-root')
      .then(({ createBrowserServices }) => {
        const created = createBrowserServices(host.config);
        services = created;
        host.loaded(created);
        return created;
      })
      .catch(() => {
        loading = null;
        host.show(unavailableWhileLoading);
        return null;
      });
    return loading;
  };

  const settleError = (failure: CommerceError) => {
    if (failure.code === 'CART_RESET') reportCartReset();
    host.show((view) => {
      if (failure.code === 'CART_RESET' || failure.code === 'NOT_FOUND') return { cart: null, status: 'ready', error: failure };
      if (failure.code === 'UPSTREAM_UNAVAILABLE' || failure.code === 'RATE_LIMITED')
        return { ...unavailableWhileLoading(view), error: failure };
      return { ...view, error: failure };
    });
  };

  const run = async (action: (s: BrowserServices, scope: CartScope) => ResultAsync<Cart, CommerceError>): Promise<DomainError | null> => {
    const loaded = await loadServices();
    if (!loaded) return CART_NOT_LOADED;
    const result = await action(loaded, host.scope());
    if (result.isOk()) {
      host.show(() => ({ cart: result.value, status: 'ready', error: null }));
      return null;
    }
    settleError(result.error);
    return result.error;
  };

  return {
    loadServices,
    /** Start-up for the page's query (items to restore, a stored preference, the segment). */
    async start(query: URLSearchParams): Promise<void> {
      const loaded = await loadServices();
      if (!loaded) return;
      const { startCart } = await import('./start-cart');
      const started = await startCart(loaded, host.scope(), query);
      const failure = started.errors.find((error) => error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'RATE_LIMITED');
      host.show(() => ({
        cart: started.cart,
        status: failure && !started.cart ? 'unavailable' : 'ready',
        error: started.errors[0] ?? null,
        ...(started.restore ? { restore: started.restore } : {}),
      }));
    },
    add: (lines: CartLine[]) => run((s, scope) => s.commerce.addProducts(lines, scope)),
    update: (line: CartLine) => run((s, scope) => s.commerce.updateProduct(line, scope)),
    selectShippingMethod: (id: string) => run((s, scope) => s.commerce.selectShippingMethod(id, scope)),
    applyDiscountCode: (code: string) => run((s, scope) => s.commerce.applyDiscountCode(code, scope)),
    removeDiscountCode: () => run((s, scope) => s.commerce.removeDiscountCode(scope)),
  };
}
