import { ACTIVITY_EVENTS, LOGO_COLLAPSE_MS } from '@sockshop/core/chrome';

/**
 * The logo collapses to its icon after 4000 ms without activity and expands on the next. Under reduced motion
 * the state still changes, without animation (motion.css); the link keeps its accessible name either way (header.css).
 * `quietForMs`: how long the page had been without activity when this started (it loads late).
 */
export function collapseLogoWhenIdle(quietForMs = 0): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const logo = () => document.querySelector('.site-header .logo');
  const onActivity = () => {
    logo()?.removeAttribute('data-collapsed');
    clearTimeout(timer);
    timer = setTimeout(() => logo()?.setAttribute('data-collapsed', ''), LOGO_COLLAPSE_MS);
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
  // Already quiet that long (it loaded on the page's quiet): collapsed now, not a timer's turn later.
  if (quietForMs >= LOGO_COLLAPSE_MS) logo()?.setAttribute('data-collapsed', '');
  else timer = setTimeout(() => logo()?.setAttribute('data-collapsed', ''), LOGO_COLLAPSE_MS - quietForMs);
}
