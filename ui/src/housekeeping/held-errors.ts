/**
 * The page's uncaught errors and rejections met before the error reports loaded: as many as the diagnostics log takes in
 * a minute, so a page that throws in a loop before the shopper moves holds no more than could be sent.
 */
const held: Event[] = [];
/** LOGGER_LIMITS.perMinute (diagnostics/client-logger.ts, which this first-load file does not import; the test ties them). */
const HELD_AT_MOST = 10;
let holding = false;
const hold = (event: Event) => {
  if (held.length < HELD_AT_MOST) held.push(event);
};

/**
 * The error reports load on the shopper's first activity or once the page is quiet; until then the errors the
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
