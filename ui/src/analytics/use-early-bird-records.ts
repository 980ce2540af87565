import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { earlyBirdNavigated } from './early-bird-records';

/** The first location the browser sees is the hydration of the page the server rendered (DECISIONS 5: every page is). */
let hydrated = false;

/** spec §4: the early-bird record set is cleared on each client navigation, not on the server-rendered page's hydration. */
export function useEarlyBirdRecords(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a navigation
  useEffect(() => {
    earlyBirdNavigated({ hydrating: !hydrated, serverRendered: true });
    hydrated = true;
  }, [pathname]);
}
