import { type RefObject, useEffect } from 'react';
import type { ListAnalytics } from './list-impressions';

/**
 * Tracks a product list's impressions (DECISIONS 15: view_item_list; spec §9: batched every 500 ms). The tracking code
 * is fetched once the browser is idle after hydration, so no listing page carries it in its first load (issue 12
 * budgets). Cards are the list's elements with `data-impression-index`, the item's place in `list.items`.
 */
export function useListImpressions(ref: RefObject<HTMLElement | null>, list: ListAnalytics): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || list.items.length === 0) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import('./list-impressions').then(
        (module) => {
          if (!cancelled) stop = module.trackListImpressions(root, list);
        },
        () => {
          // A chunk that fails to load (a deploy in between) costs only the impressions of this page.
        },
      );
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [ref, list]);
}
