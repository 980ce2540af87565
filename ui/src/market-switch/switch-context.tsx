import type { Market } from '@sockshop/core/markets';
import { createContext, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { PublicConfig } from '../services';
import { storedMarketPreference } from './stored-preference';
import type { MarketSwitchContextValue } from './switch-in-page';

export const MarketSwitchContext = createContext<MarketSwitchContextValue | null>(null);

/**
 * Lets the country switcher switch in place. the switch itself (switch-in-page.ts, core's market tables) loads with
 * the switcher's dialog, or at start-up only when a stored preference names another country; the cart follows the market
 * on its own (CartProvider).
 */
export function MarketSwitchProvider({ market, env, children }: { market: Market; env: PublicConfig['env']; children: ReactNode }) {
  const { revalidate } = useRevalidator();
  const value = useMemo<MarketSwitchContextValue>(() => ({ market, env, reload: revalidate }), [market, env, revalidate]);
  const valueRef = useRef(value);
  valueRef.current = value;
  useEffect(() => {
    // A stored preference for another market of this storefront is applied; the rule (and core's market tables)
    // load only when the stored country is not the page's.
    const stored = storedMarketPreference();
    if (stored === null || stored === valueRef.current.market.countryCode) return;
    void import('./switch-in-page').then((code) => code.applyStoredPreference(valueRef.current, stored));
  }, []);
  return <MarketSwitchContext.Provider value={value}>{children}</MarketSwitchContext.Provider>;
}
