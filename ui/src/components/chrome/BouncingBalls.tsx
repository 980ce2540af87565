import { useEffect, useRef } from 'react';
import { afterActivityOrQuiet } from '../../lib/first-activity';

/**
 * Bouncing balls in a strip of the footer, moved by core's physics step at 60 updates a second; the pointer pushes
 * them. With reduced motion they rest on the floor. Drawn on a canvas, so no inline styles are needed (strict CSP).
 * The strip's box is here from the first paint (no layout shift); the animation's code loads only once the footer comes
 * into view, so pages that never scroll down never fetch it (JavaScript budget), and not before the shopper's
 * first activity or the loaded page's quiet (a short page's footer is in view at once).
 */
export function BouncingBalls() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      void import('./bouncing-balls-animation.js').then(({ animateBalls }) => {
        if (!cancelled) stop = animateBalls(element);
      });
    };
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      // Browsers without IntersectionObserver start at once.
      if (typeof IntersectionObserver !== 'function') {
        start();
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      });
      observer.observe(element);
    };
    const cancelWatch = afterActivityOrQuiet(watch);
    return () => {
      cancelled = true;
      cancelWatch();
      observer?.disconnect();
      stop?.();
    };
  }, []);

  return (
    <div className="bouncing-balls" aria-hidden="true">
      <canvas ref={canvas} className="bouncing-balls__canvas" />
    </div>
  );
}
