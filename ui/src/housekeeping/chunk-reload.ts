import { mayReloadAfterChunkError } from '@sockshop/core/routing';
import { pendingNavigationHref } from './router-state';

const GUARD_KEY = 'sockshop:chunk-reload-at';

/** Reload guard, per tab: true (and the time kept) when a chunk-error reload may happen now. */
export function claimChunkReload(now = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = Number(window.sessionStorage.getItem(GUARD_KEY));
    last = stored > 0 ? stored : null;
  } catch {
    // No storage: nothing to go by. A loop still needs a failure on every load within 10 s, which one reload does not make.
  }
  if (!mayReloadAfterChunkError(last, now)) return false;
  try {
    window.sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    // See above.
  }
  return true;
}

/** Loads `href` as a whole document when the guard allows; false inside the guard window. */
export function reloadForChunkError(href: string): boolean {
  if (!claimChunkReload()) return false;
  window.location.assign(href);
  return true;
}

let ownReload = false;

/** A reload the shopper asked for (the update notice's button): not one to redirect. */
export function reloadPage(): void {
  ownReload = true;
  window.location.reload();
}

interface NavigateEventLike extends Event {
  readonly navigationType: string;
}

/**
 * A chunk that fails to load reloads the target path. React Router 7.18 answers a route module whose `import()` fails
 * with `window.location.reload()` (lib/dom/ssr/routeModules.ts `loadRouteModule`), which reloads the page the shopper is
 * leaving, and with no guard. A reload that script starts while a client navigation is loading is that one (the router's
 * only other reload is for development's hot reload): the Navigation API lets it be cancelled, and the target loaded
 * instead, or, inside the 10 s guard, `onGuarded` shows a notice. Browsers without the Navigation API keep the router's
 * reload.
 */
export function redirectRouteModuleReloads(onGuarded: (href: string) => void): () => void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (!navigation) return () => undefined;
  const onNavigate = (event: Event) => {
    const { navigationType, cancelable } = event as NavigateEventLike;
    if (navigationType !== 'reload' || !cancelable || ownReload) return;
    const target = pendingNavigationHref();
    if (target === null) return;
    event.preventDefault();
    if (!reloadForChunkError(target)) onGuarded(target);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
