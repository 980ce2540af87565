import { ACTIVITY_EVENTS, LOGO_COLLAPSE_MS } from '@sockshop/core/chrome';

/** What shows a shopper at the page: the product's activity, and a press or focus moving into the page (keyboard, autofill). */
const FIRST_ACTIVITY = [...ACTIVITY_EVENTS, 'pointerdown', 'focusin'] as const;

/**
 * How long the loaded page stays quiet before what waits for the shopper starts anyway. the product's logo collapse
 * (4 s without activity) is the first thing due without any, so nothing that waits is late for it.
 */
const QUIET_MS = LOGO_COLLAPSE_MS;

/** Once the shopper was active, or the page stayed quiet long enough, later callers run at once (client navigations). */
let due = false;

/**
 * Runs `run` once, on the shopper's first activity or once the page has loaded and stayed quiet for
 * `QUIET_MS`, so behaviour that can wait is not JavaScript the page loads by itself. `run` is told how long the page had
 * been quiet (0 after activity), for timers of "so long without activity" that started before it. Returns a canceller.
 */
export function afterActivityOrQuiet(run: (quietForMs: number) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const stop = () => {
    settled = true;
    clearTimeout(timer);
    window.removeEventListener('load', countQuiet);
    for (const name of FIRST_ACTIVITY) window.removeEventListener(name, onActivity, { capture: true });
  };
  const finish = (quietForMs: number) => {
    if (settled) return;
    stop();
    due = true;
    run(quietForMs);
  };
  const onActivity = () => finish(0);
  // From the load event: a page still loading its pictures is not a quiet one.
  function countQuiet() {
    timer = setTimeout(() => finish(QUIET_MS), QUIET_MS);
  }
  if (due) {
    queueMicrotask(() => finish(0));
    return stop;
  }
  for (const name of FIRST_ACTIVITY) window.addEventListener(name, onActivity, { passive: true, capture: true });
  if (document.readyState === 'complete') countQuiet();
  else window.addEventListener('load', countQuiet, { once: true });
  return stop;
}
