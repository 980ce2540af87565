import {
  type AnalyticsItem,
  emptyImpressionBatch,
  flushImpressions,
  type ImpressionBatch,
  impressionFlushAt,
  queueImpression,
  takeDueImpressions,
  viewItemListEvent,
} from '@sockshop/core/analytics';
import { pushEvent } from './data-layer';

/** A product list as analytics sees it: its name, currency and items (prices in minor units) in list order. */
export interface ListAnalytics {
  listName: string;
  currency: string;
  items: readonly AnalyticsItem[];
}

/** A card counts as seen when half of it is in view. */
const SEEN_RATIO = 0.5;

/**
 * Pushes the list's impressions as `view_item_list` events (docs/decisions.md "Listing price filter and listing
 * analytics"): each card once, when half of it comes into view; batched, the batch pushed 500 ms after its first
 * impression, and what is pending pushed at once when the page is hidden or left. Returns the function that stops
 * tracking.
 */
export function trackListImpressions(root: HTMLElement, list: ListAnalytics, now: () => number = Date.now): () => void {
  // The list's elements are its cards in the order of `list.items`: a card's place is its item's (no index in the HTML).
  const cards = [...root.children];
  let batch: ImpressionBatch<number> = emptyImpressionBatch();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const push = (indexes: readonly number[]) => {
    const seen = indexes.flatMap((index) => (list.items[index] ? [{ index, item: list.items[index] }] : []));
    if (seen.length === 0) return;
    pushEvent(
      viewItemListEvent(
        list.listName,
        list.currency,
        seen.map((entry) => entry.item),
        seen.map((entry) => entry.index),
      ),
    );
  };
  const pushDue = () => {
    timer = undefined;
    const taken = takeDueImpressions(batch, now());
    batch = taken.batch;
    push(taken.due);
    schedule();
  };
  const schedule = () => {
    const at = impressionFlushAt(batch);
    if (at !== null && timer === undefined) timer = setTimeout(pushDue, Math.max(0, at - now()));
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const taken = flushImpressions(batch);
    batch = taken.batch;
    push(taken.due);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const index = cards.indexOf(entry.target);
        if (index >= 0) batch = queueImpression(batch, index, now());
      }
      schedule();
    },
    { threshold: SEEN_RATIO },
  );
  for (const card of cards) observer.observe(card);
  // pagehide, not unload: it fires on mobile tab switches and back-forward cache too (and unload blocks that cache).
  const onHide = () => flush();
  window.addEventListener('pagehide', onHide);
  return () => {
    observer.disconnect();
    window.removeEventListener('pagehide', onHide);
    flush();
  };
}
