/** The page's uncaught errors and rejections met before the error reports loaded. */
const held: Event[] = [];
let holding = false;
const hold = (event: Event) => {
  held.push(event);
};

/**
 * Issue 23: the error reports load on the shopper's first activity or once the page is quiet; until then the errors the
 * page meets wait here, so none goes unreported for loading late.
 */
export function holdUncaughtErrors(): void {
  if (holding) return;
  holding = true;
  window.addEventListener('error', hold);
  window.addEventListener('unhandledrejection', hold);
}

/** Hands over the errors held so far and stops holding (the error reports listen from now on). */
export function takeHeldErrors(): Event[] {
  holding = false;
  window.removeEventListener('error', hold);
  window.removeEventListener('unhandledrejection', hold);
  return held.splice(0);
}
