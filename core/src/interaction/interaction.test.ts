import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../ports/logger.port.js';
import { BALL_PHYSICS, createBalls, footerBallConfig, stepBall, stepBalls } from './bouncing-balls.js';
import { addEarlyBirdRecord, EMPTY_EARLY_BIRD, earlyBirdAfterNavigation } from './early-bird.js';
import { HIDDEN_SPEECH_BUBBLE, menuTopPadding, SPEECH_BUBBLE_DURATIONS, speechBubbleReducer } from './speech-bubble.js';
import { ACTIVITY_EVENTS, isLogoCollapsed, LOGO_COLLAPSE_MS, marqueeDuration } from './timing.js';

describe('speech bubble', () => {
  const shown = speechBubbleReducer(HIDDEN_SPEECH_BUBBLE, {
    type: 'show',
    variant: 'highlight',
    message: '3 socks found',
    duration: SPEECH_BUBBLE_DURATIONS.searchResult,
    now: 1000,
  });

  it('§4 is set with variant, message and optional duration, and hides after the duration', () => {
    expect(shown).toMatchObject({ visible: true, variant: 'highlight', message: '3 socks found', duration: 3000 });
    expect(speechBubbleReducer(shown, { type: 'tick', now: 3999 }).visible).toBe(true);
    expect(speechBubbleReducer(shown, { type: 'tick', now: 4000 }).visible).toBe(false);
    const lasting = speechBubbleReducer(HIDDEN_SPEECH_BUBBLE, { type: 'show', message: 'hi', now: 0 });
    expect(lasting.variant).toBe('default');
    expect(speechBubbleReducer(lasting, { type: 'tick', now: 1e9 }).visible).toBe(true);
  });

  it('§2 a click hides it', () => {
    expect(speechBubbleReducer(shown, { type: 'click' }).visible).toBe(false);
    expect(speechBubbleReducer(HIDDEN_SPEECH_BUBBLE, { type: 'click' })).toBe(HIDDEN_SPEECH_BUBBLE);
  });

  it('§2 hides on route change unless the route has a sku or the context is search', () => {
    expect(speechBubbleReducer(shown, { type: 'route.changed', hasSku: false }).visible).toBe(false);
    expect(speechBubbleReducer(shown, { type: 'route.changed', hasSku: true }).visible).toBe(true);
    expect(speechBubbleReducer(shown, { type: 'route.changed', hasSku: false, context: 'search' }).visible).toBe(true);
  });

  it('§9 the open mobile menu adds 36 px to the bubble height', () => {
    expect(menuTopPadding(50, true)).toBe(86);
    expect(menuTopPadding(50, false)).toBe(50);
  });
});

describe('timing', () => {
  it('§2 the logo collapses after 4000 ms without activity', () => {
    expect(LOGO_COLLAPSE_MS).toBe(4000);
    expect(ACTIVITY_EVENTS).toEqual(['click', 'mousemove', 'keydown', 'touchstart', 'scroll']);
    expect(isLogoCollapsed(0, 3999)).toBe(false);
    expect(isLogoCollapsed(0, 4000)).toBe(true);
  });

  it('§9 a marquee lasts max(length / 7, 10) seconds', () => {
    expect(marqueeDuration('short')).toBe(10);
    expect(marqueeDuration('x'.repeat(140))).toBe(20);
  });
});

describe('bouncing balls', () => {
  it('§9 footer: 11 balls of radius 80 from 960 px, else 6 of radius 60', () => {
    expect(footerBallConfig(960)).toEqual({ count: 11, radius: 80, mousePush: true });
    expect(footerBallConfig(959)).toEqual({ count: 6, radius: 60, mousePush: true });
    expect(BALL_PHYSICS).toEqual({ updatesPerSecond: 60, gravity: 0.15, bounce: 0.7, friction: 0.05 });
  });

  it('§9 gravity pulls a free ball down by 0.15 per update', () => {
    const ball = { x: 500, y: 100, vx: 1, vy: 0, radius: 60, color: '#000' };
    expect(stepBall(ball, { width: 1000, height: 400 })).toEqual({ ...ball, x: 501, y: 100.15, vy: 0.15 });
  });

  it('§9 bounces off the floor at 0.7 with friction 0.05', () => {
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

  it('§9 the pointer pushes a ball it touches', () => {
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

describe('early-bird records', () => {
  it('§3 keeps a set of ids and the last one added', () => {
    let records = addEarlyBirdRecord(EMPTY_EARLY_BIRD, 'r1', silentLogger);
    records = addEarlyBirdRecord(records, 'r2', silentLogger);
    records = addEarlyBirdRecord(records, 'r1', silentLogger);
    expect(records).toEqual({ ids: ['r1', 'r2'], last: 'r1' });
  });

  it("§4 an empty record only logs 'Missing record for ebRecoIds'", () => {
    const warn = vi.fn();
    const records = addEarlyBirdRecord(EMPTY_EARLY_BIRD, ' ', { ...silentLogger, warn });
    expect(records).toBe(EMPTY_EARLY_BIRD);
    expect(warn).toHaveBeenCalledWith('Missing record for ebRecoIds');
  });

  it('§4 cleared on client navigation unless server-rendered during hydration', () => {
    const records = { ids: ['r1'], last: 'r1' };
    expect(earlyBirdAfterNavigation(records, { hydrating: true, serverRendered: true })).toBe(records);
    expect(earlyBirdAfterNavigation(records, { hydrating: false, serverRendered: true })).toEqual(EMPTY_EARLY_BIRD);
    expect(earlyBirdAfterNavigation(records, { hydrating: true, serverRendered: false })).toEqual(EMPTY_EARLY_BIRD);
  });
});
