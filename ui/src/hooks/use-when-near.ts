import { type RefObject, useEffect, useState } from 'react';
import { afterActivityOrQuiet } from '../lib/first-activity';

/** How far ahead of the viewport a list starts loading, so it is there when the shopper scrolls to it. */
const AHEAD = '600px 0px';

/**
 * Runs `load` once the element comes near the viewport, from the shopper's first activity or once the loaded page is
 * quiet (a list is not JavaScript and data the page loads by itself), in the browser only, and gives its answer:
 * undefined until then, or while it loads. A failure counts as `failed`. A new key (another product) loads again.
 */
export function useWhenNear<T>(ref: RefObject<Element | null>, key: string, load: () => Promise<T>, failed: T): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` and `failed` are read once per key; a new closure each render must not reload.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      load().then(
        (value) => !cancelled && setState({ key, value }),
        () => !cancelled && setState({ key, value: failed }),
      );
    };
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        start();
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
    };
    const cancelWatch = afterActivityOrQuiet(watch);
    return () => {
      cancelled = true;
      cancelWatch();
      observer?.disconnect();
    };
  }, [ref, key]);
  return state?.key === key ? state.value : undefined;
}
