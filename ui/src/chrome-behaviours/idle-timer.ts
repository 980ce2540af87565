import { ACTIVITY_EVENTS, IDLE_TIMER_MS } from '@sockshop/core/chrome';

/** Sent on window when the shopper goes idle or comes back; `data-idle` on <html> tells a part that starts later. */
export const IDLE_EVENT = 'shop:idle';
export interface IdleDetail {
  idle: boolean;
}

/**
 * Idle timer (default 60 s): after that long without activity (the product's events) the page is idle until the
 * next one. What listens: the footer's bouncing balls stop drawing while idle (docs/decisions.md),
 * so a tab left open costs no frames. `quietForMs`: how long the page had been without activity when this started (it
 * loads late). Returns a function that stops the timer.
 */
export function watchIdle(ms: number = IDLE_TIMER_MS, quietForMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle = false;
  const tell = (now: boolean) => {
    if (idle === now) return;
    idle = now;
    if (now) document.documentElement.dataset.idle = '';
    else delete document.documentElement.dataset.idle;
    window.dispatchEvent(new CustomEvent<IdleDetail>(IDLE_EVENT, { detail: { idle: now } }));
  };
  const onActivity = () => {
    tell(false);
    clearTimeout(timer);
    timer = setTimeout(() => tell(true), ms);
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
  if (quietForMs >= ms) tell(true);
  else timer = setTimeout(() => tell(true), ms - quietForMs);
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    tell(false);
  };
}
