import { BALL_PHYSICS, type Ball, createBalls, footerBallConfig, stepBalls } from '@sockshop/core/interaction';

/**
 * Runs the footer's bouncing balls on `element` until the returned function stops them. Kept apart from
 * BouncingBalls so the physics and drawing load only when the footer comes into view (JavaScript budget).
 */
export function animateBalls(element: HTMLCanvasElement): () => void {
  const context = element.getContext('2d');
  if (!context) return () => {};
  // The strip ignores the pointer itself; the footer around it reports where the pointer is.
  const host = element.closest('footer');
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let balls: Ball[] = [];
  let pointer: { x: number; y: number } | undefined;
  let frame = 0;
  let last = performance.now();
  let carry = 0;

  const bounds = () => ({ width: element.width, height: element.height });
  const draw = () => {
    context.clearRect(0, 0, element.width, element.height);
    for (const ball of balls) {
      context.beginPath();
      context.arc(ball.x, ball.y, ball.radius, 0, Math.PI * 2);
      context.fillStyle = ball.color;
      context.fill();
    }
  };
  const reset = () => {
    element.width = element.clientWidth;
    element.height = element.clientHeight;
    const config = footerBallConfig(window.innerWidth);
    balls = createBalls(config, bounds(), Math.random);
    if (still) balls = balls.map((ball) => ({ ...ball, y: element.height - ball.radius, vx: 0, vy: 0 }));
    draw();
  };
  // A fixed 60 Hz step whatever the display's refresh rate, at most a few steps per frame after a pause.
  const tick = (now: number) => {
    carry = Math.min(carry + (now - last), 100);
    last = now;
    const step = 1000 / BALL_PHYSICS.updatesPerSecond;
    while (carry >= step) {
      balls = stepBalls(balls, bounds(), pointer);
      carry -= step;
    }
    draw();
    frame = requestAnimationFrame(tick);
  };
  const onPointer = (event: PointerEvent) => {
    const rect = element.getBoundingClientRect();
    pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onLeave = () => {
    pointer = undefined;
  };

  // Idle timer (chrome-behaviours/idle-timer.ts): no frames while the shopper is idle; back where they were.
  const onIdle = (event: Event) => {
    cancelAnimationFrame(frame);
    if ((event as CustomEvent<{ idle: boolean }>).detail?.idle) return;
    last = performance.now();
    frame = requestAnimationFrame(tick);
  };

  reset();
  const resize = new ResizeObserver(reset);
  resize.observe(element);
  if (!still) {
    if (!('idle' in document.documentElement.dataset)) frame = requestAnimationFrame(tick);
    window.addEventListener('shop:idle', onIdle);
    host?.addEventListener('pointermove', onPointer);
    host?.addEventListener('pointerleave', onLeave);
  }
  return () => {
    window.removeEventListener('shop:idle', onIdle);
    cancelAnimationFrame(frame);
    resize.disconnect();
    host?.removeEventListener('pointermove', onPointer);
    host?.removeEventListener('pointerleave', onLeave);
  };
}
