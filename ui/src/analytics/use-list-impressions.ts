import { type RefObject, useEffect } from 'react';
import { afterActivityOrQuiet } from '../lib/first-activity';
import type { ListAnalytics } from './list-impressions';

/**
 * Tracks a product list's impressions (view_item_list; batched every 500 ms). The tracking code
 * is fetched on the shopper's first activity or once the loaded page is quiet, so no listing page loads it by itself
 * (budgets); the cards seen by then are counted when it starts. Cards are the list's child elements, in the order of `list.items`.
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
    const cancelStart = afterActivityOrQuiet(start);
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [ref, list]);
}
