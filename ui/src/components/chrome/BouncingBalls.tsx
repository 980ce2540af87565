import { useEffect, useRef } from 'react';

/**
 * spec §9 bouncing balls in a strip of the footer, moved by core's physics step at 60 updates a second; the pointer pushes
 * them. With reduced motion they rest on the floor. Drawn on a canvas, so no inline styles are needed (strict CSP).
 * The strip's box is here from the first paint (no layout shift); the animation's code loads only once the footer comes
 * into view, so pages that never scroll down never fetch it (issue 12 JavaScript budget).
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
    // Browsers without IntersectionObserver start at once.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            start();
          })
        : undefined;
    if (observer) observer.observe(element);
    else start();
    return () => {
      cancelled = true;
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
