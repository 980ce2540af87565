/** The footer's bouncing balls. */
export const BALL_PHYSICS = { updatesPerSecond: 60, gravity: 0.15, bounce: 0.7, friction: 0.05 } as const;
/** Five brand colours (names five, not which). */
const BALL_COLORS = ['#ff5a36', '#ffd23f', '#3ec1d3', '#8f5bd8', '#35c46a'] as const;
/** How hard the pointer pushes a ball it touches; not given by the spec. */
const POINTER_PUSH = 2;

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  color: string;
}

export interface Bounds {
  width: number;
  height: number;
}

export interface BallConfig {
  count: number;
  radius: number;
  mousePush: boolean;
}

/** 11 balls of radius 80 at width 960 or more, otherwise 6 of radius 60; mouse push on. */
export function footerBallConfig(width: number): BallConfig {
  return width >= 960 ? { count: 11, radius: 80, mousePush: true } : { count: 6, radius: 60, mousePush: true };
}

/** Balls spread across the width, dropped from random heights; `random` returns [0, 1). */
export function createBalls(config: BallConfig, bounds: Bounds, random: () => number): Ball[] {
  return Array.from({ length: config.count }, (_, index) => {
    const span = Math.max(bounds.width - 2 * config.radius, 0);
    return {
      x: config.radius + span * random(),
      y: config.radius + Math.max(bounds.height - 2 * config.radius, 0) * random() * 0.5,
      vx: (random() - 0.5) * 4,
      vy: 0,
      radius: config.radius,
      color: BALL_COLORS[index % BALL_COLORS.length] ?? BALL_COLORS[0],
    };
  });
}

const clamp = (value: number, min: number, max: number) => (max < min ? (min + max) / 2 : Math.min(Math.max(value, min), max));

/** One physics update (1/60 s): gravity, pointer push, movement, then bounces off the walls and floor with friction on the floor. */
export function stepBall(ball: Ball, bounds: Bounds, pointer?: { x: number; y: number }): Ball {
  const { gravity, bounce, friction } = BALL_PHYSICS;
  let { vx, vy } = ball;
  vy += gravity;
  if (pointer) {
    const dx = ball.x - pointer.x;
    const dy = ball.y - pointer.y;
    const distance = Math.hypot(dx, dy);
    if (distance > 0 && distance < ball.radius) {
      vx += (dx / distance) * POINTER_PUSH;
      vy += (dy / distance) * POINTER_PUSH;
    }
  }
  let x = ball.x + vx;
  let y = ball.y + vy;
  const { radius } = ball;
  if (x < radius || x > bounds.width - radius) {
    x = clamp(x, radius, bounds.width - radius);
    vx = -vx * bounce;
  }
  if (y > bounds.height - radius) {
    y = clamp(y, radius, bounds.height - radius);
    vy = -vy * bounce;
    vx *= 1 - friction;
    // Settle instead of jittering on the floor.
    if (Math.abs(vy) < gravity) vy = 0;
  } else if (y < radius) {
    y = clamp(y, radius, bounds.height - radius);
    vy = -vy * bounce;
  }
  return { ...ball, x, y, vx, vy };
}

export function stepBalls(balls: readonly Ball[], bounds: Bounds, pointer?: { x: number; y: number }): Ball[] {
  return balls.map((ball) => stepBall(ball, bounds, pointer));
}
