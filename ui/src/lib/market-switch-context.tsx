import type { Market } from '@sockshop/core/markets';
import { createContext, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { type CartContextValue, useCart } from '../cart/cart-context';
import type { PublicConfig } from '../services';
import { storedMarketPreference } from './market-preference';

/** What the country switcher needs to change the market in place (spec §4); without it, its links do the switch. */
export interface MarketSwitchContextValue {
  market: Market;
  env: PublicConfig['env'];
  cart: CartContextValue;
  /** Reloads the data of the page and the layout (the market comes from the cookie the switch just set). */
  reload(): Promise<void>;
}

export const MarketSwitchContext = createContext<MarketSwitchContextValue | null>(null);

/**
 * Lets the country switcher switch in place, and keeps the cart in the market's country: when the market changes while the
 * layout stays (an in-place switch), start-up runs again and moves the cart (spec §4: its country updated, shipping cleared).
 */
export function MarketSwitchProvider({ market, env, children }: { market: Market; env: PublicConfig['env']; children: ReactNode }) {
  const cart = useCart();
  const revalidator = useRevalidator();
  const shown = useRef(market.countryCode);
  const { refresh } = cart;
  useEffect(() => {
    if (shown.current === market.countryCode) return;
    shown.current = market.countryCode;
    // No query: the items or payment-return parameters of the page were handled when it loaded.
    void refresh(new URLSearchParams());
  }, [market.countryCode, refresh]);
  const value = useMemo<MarketSwitchContextValue>(
    () => ({ market, env, cart, reload: () => revalidator.revalidate() }),
    [market, env, cart, revalidator],
  );
  const valueRef = useRef(value);
  valueRef.current = value;
  useEffect(() => {
    // spec §4: a stored preference for another market of this storefront is applied; the rule (and core's market tables)
    // load only when the stored country is not the page's.
    const stored = storedMarketPreference();
    if (stored === null || stored === valueRef.current.market.countryCode) return;
    void import('./switch-market').then(({ applyStoredPreference }) => applyStoredPreference(valueRef.current, stored));
  }, []);
  return <MarketSwitchContext.Provider value={value}>{children}</MarketSwitchContext.Provider>;
}
