import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true after. Widgets render their no-JavaScript form
 * first (DECISIONS 5: pages work with JavaScript off) and switch to the enhanced form once hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
