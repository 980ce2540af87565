import { pushEvent } from './data-layer';

/**
 * The variant the shell script drew for this visitor (`data-exp-<id>` on <html>), or null when the experiment does
 * not run here or the script has not run (JavaScript off: the default variant shows and nobody is counted).
 */
export function shownVariant(experimentId: string): string | null {
  return document.documentElement.getAttribute(`data-exp-${experimentId}`);
}

/**
 * Reports that a shopper saw a variant, once per variant and browser session (a reload or a second product page is not
 * a second exposure). The page itself is cached and holds every variant, so the report can only come from the browser.
 */
export function reportExposure(experimentId: string): void {
  const variant = shownVariant(experimentId);
  if (!variant) return;
  const key = `exposed:${experimentId}:${variant}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): report on every page rather than never.
  }
  pushEvent({ event: 'experiment_exposure', experiment_id: experimentId, variant });
}
