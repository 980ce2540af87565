// @vitest-environment happy-dom
import { IDLE_TIMER_MS } from '@sockshop/core/chrome';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_EVENT, type IdleDetail, watchIdle } from './idle-timer';

describe('idle timer (60 s by default)', () => {
  let stop = () => {};
  const told: boolean[] = [];
  const listen = (event: Event) => told.push((event as CustomEvent<IdleDetail>).detail.idle);
  beforeEach(() => {
    vi.useFakeTimers();
    told.length = 0;
    window.addEventListener(IDLE_EVENT, listen);
  });
  afterEach(() => {
    stop();
    window.removeEventListener(IDLE_EVENT, listen);
    vi.useRealTimers();
  });

  it('goes idle after 60 s without activity, and back on the next click, key, touch, scroll or mouse move', () => {
    expect(IDLE_TIMER_MS).toBe(60_000);
    stop = watchIdle();
    vi.advanceTimersByTime(59_999);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([true]);
    expect('idle' in document.documentElement.dataset).toBe(true);
    for (const name of ['click', 'mousemove', 'keydown', 'touchstart', 'scroll']) {
      window.dispatchEvent(new Event(name));
      expect('idle' in document.documentElement.dataset, name).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect('idle' in document.documentElement.dataset, name).toBe(true);
    }
    expect(told).toEqual([true, false, true, false, true, false, true, false, true, false, true]);
  });

  it('activity restarts the 60 s, so a busy shopper is never idle', () => {
    stop = watchIdle();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(59_000);
      window.dispatchEvent(new Event('mousemove'));
    }
    expect(told).toEqual([]);
  });

  it('stopping it leaves the page active and listens no more', () => {
    stop = watchIdle(1_000);
    vi.advanceTimersByTime(1_000);
    stop();
    expect('idle' in document.documentElement.dataset).toBe(false);
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(5_000);
    expect(told).toEqual([true, false]);
  });
});

describe('idle timer started late (it loads on the first activity or a quiet page)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('counts the quiet before it started: 4 s quiet leave 56 s; a full quiet is idle at once', () => {
    vi.useFakeTimers();
    stop = watchIdle(IDLE_TIMER_MS, 4_000);
    vi.advanceTimersByTime(55_999);
    expect('idle' in document.documentElement.dataset).toBe(false);
    vi.advanceTimersByTime(1);
    expect('idle' in document.documentElement.dataset).toBe(true);
    stop();
    stop = watchIdle(1_000, 1_000);
    expect('idle' in document.documentElement.dataset).toBe(true);
  });
});
