import { startTransition, useEffect, useState } from 'react';

/** Set by the first hydrated component's effect: from then on every newly mounted component is hydrated at once. */
let pageHydrated = false;

/**
 * False during server rendering and hydration, true after (and at once on client-side navigations). Widgets render their
 * no-JavaScript form first and switch to the enhanced form once hydrated.
 *
 * The switch is a transition, not `useSyncExternalStore` with a server snapshot: a store whose browser snapshot differs
 * from the server's makes React render every reader again synchronously right after hydration, and the header and
 * footer are readers (with every link of the menu): most of a 270 ms task under a 4× slower CPU, counted in Total
 * Blocking Time (docs/decisions.md "Hydration in short tasks"). A transition renders in slices the browser can
 * interrupt. Not for a component inside a Suspense boundary that hydrates after the page: its first render would be true
 * where the server's was false (why the footer is not in one).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
