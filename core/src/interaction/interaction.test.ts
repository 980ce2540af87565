import { describe, expect, it } from 'vitest';
import { BALL_PHYSICS, createBalls, footerBallConfig, stepBall, stepBalls } from './bouncing-balls.js';

describe('bouncing balls', () => {
  it('footer: 11 balls of radius 80 from 960 px, else 6 of radius 60', () => {
    expect(footerBallConfig(960)).toEqual({ count: 11, radius: 80, mousePush: true });
    expect(footerBallConfig(959)).toEqual({ count: 6, radius: 60, mousePush: true });
    expect(BALL_PHYSICS).toEqual({ updatesPerSecond: 60, gravity: 0.15, bounce: 0.7, friction: 0.05 });
  });

  it('gravity pulls a free ball down by 0.15 per update', () => {
    const ball = { x: 500, y: 100, vx: 1, vy: 0, radius: 60, color: '#000' };
    expect(stepBall(ball, { width: 1000, height: 400 })).toEqual({ ...ball, x: 501, y: 100.15, vy: 0.15 });
  });

  it('bounces off the floor at 0.7 with friction 0.05', () => {
    const ball = { x: 500, y: 335, vx: 2, vy: 10, radius: 60, color: '#000' };
    const next = stepBall(ball, { width: 1000, height: 400 });
    expect(next.y).toBe(340);
    expect(next.vy).toBeCloseTo(-10.15 * 0.7);
    expect(next.vx).toBeCloseTo(2 * 0.95);
  });

  it('bounces off the walls and the top, settles on the floor', () => {
    const bounds = { width: 300, height: 300 };
    expect(stepBall({ x: 62, y: 150, vx: -5, vy: 0, radius: 60, color: '' }, bounds)).toMatchObject({ x: 60, vx: 3.5 });
    expect(stepBall({ x: 237, y: 150, vx: 5, vy: 0, radius: 60, color: '' }, bounds)).toMatchObject({ x: 240, vx: -3.5 });
    expect(stepBall({ x: 150, y: 62, vx: 0, vy: -5, radius: 60, color: '' }, bounds).y).toBe(60);
    expect(stepBall({ x: 150, y: 240, vx: 0, vy: 0, radius: 60, color: '' }, bounds)).toMatchObject({ y: 240, vy: 0 });
  });

  it('the pointer pushes a ball it touches', () => {
    const ball = { x: 500, y: 200, vx: 0, vy: 0, radius: 60, color: '' };
    const pushed = stepBalls([ball], { width: 1000, height: 400 }, { x: 480, y: 200 })[0]!;
    expect(pushed.vx).toBeGreaterThan(0);
    expect(stepBall(ball, { width: 1000, height: 400 }, { x: 100, y: 100 }).vx).toBe(0);
  });

  it('creates the configured number of balls inside the footer', () => {
    const balls = createBalls(footerBallConfig(1200), { width: 1200, height: 400 }, () => 0.5);
    expect(balls).toHaveLength(11);
    expect(new Set(balls.map((b) => b.color)).size).toBe(5);
  });
});
