// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers that the page became due: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./first-activity');
};

describe('afterActivityOrQuiet (what can wait, waits for the first activity or a quiet page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on the first activity, told the page was not quiet, and only once', async () => {
    const { afterActivityOrQuiet } = await load();
    const run = vi.fn();
    afterActivityOrQuiet(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(10_000);
    expect(run.mock.calls).toEqual([[0]]);
  });

  it('on a loaded page nobody touches, runs after the logo collapse time (4000 ms), told how long it was quiet', async () => {
    const { afterActivityOrQuiet } = await load();
    const run = vi.fn();
    afterActivityOrQuiet(run);
    vi.advanceTimersByTime(3_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[4000]]);
    window.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('once the page was due, a later caller (a client navigation) runs at once', async () => {
    const { afterActivityOrQuiet } = await load();
    afterActivityOrQuiet(() => {});
    window.dispatchEvent(new Event('focusin'));
    const later = vi.fn();
    afterActivityOrQuiet(later);
    await Promise.resolve();
    expect(later.mock.calls).toEqual([[0]]);
  });

  it('a cancelled wait never runs', async () => {
    const { afterActivityOrQuiet } = await load();
    const run = vi.fn();
    afterActivityOrQuiet(run)();
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
