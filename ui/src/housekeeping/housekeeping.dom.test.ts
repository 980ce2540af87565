// @vitest-environment happy-dom
import { BUILD_CHECK, RELOAD_GUARD_MS } from '@sockshop/core/routing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBuildId } from './build-answer';
import { watchBuild } from './build-check';
import { claimChunkReload, redirectRouteModuleReloads } from './chunk-reload';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A build service that answers the ids it is given, counting the checks. */
function buildService(...ids: (string | null)[]) {
  const service = {
    checks: 0,
    latest: async () => {
      service.checks++;
      return ids[Math.min(service.checks - 1, ids.length - 1)] ?? null;
    },
  };
  return service;
}

describe('update check', () => {
  it('checks every 5 minutes, ~100 ms after the timer, and reports a new build id once seen', async () => {
    const service = buildService('b1', 'b2');
    const seen: string[] = [];
    const watch = watchBuild('b1', (id) => seen.push(id), service.latest);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.intervalMs);
    expect(service.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.delayMs);
    expect(service.checks).toBe(1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.intervalMs + BUILD_CHECK.delayMs);
    expect(seen).toEqual(['b2']);
    watch.stop();
  });

  it('never checks in a hidden tab; checks when the tab is shown again if the last check is a minute old', async () => {
    const service = buildService('b2');
    const seen: string[] = [];
    const watch = watchBuild('b1', (id) => seen.push(id), service.latest);
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK.intervalMs);
    expect(service.checks).toBe(0);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.delayMs);
    expect(seen).toEqual(['b2']);
    // Shown again at once: within the minute, no second check.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.delayMs);
    expect(service.checks).toBe(1);
    watch.stop();
  });

  it('a navigation checks at most once a minute; a failed check (null) is ignored; stop ends all checks', async () => {
    const service = buildService(null, 'b1');
    const seen: string[] = [];
    const watch = watchBuild('b1', (id) => seen.push(id), service.latest);
    watch.navigated();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.delayMs);
    expect(service.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.minSpacingMs);
    watch.navigated();
    watch.navigated();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK.delayMs);
    expect(service.checks).toBe(1);
    expect(seen).toEqual([]);
    watch.stop();
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK.intervalMs);
    expect(service.checks).toBe(1);
  });

  it('reads the id of GET /api/build and nothing else', () => {
    expect(parseBuildId({ id: 'abc', builtAt: '2026-11-23T00:00:00.000Z' })).toBe('abc');
    expect(parseBuildId({ id: '', builtAt: 'x' })).toBeNull();
    expect(parseBuildId('<html>')).toBeNull();
    expect(parseBuildId(null)).toBeNull();
  });
});

describe('chunk-error reload (with its reload guard)', () => {
  it('allows one reload per 10 s per tab', async () => {
    expect(claimChunkReload()).toBe(true);
    expect(claimChunkReload()).toBe(false);
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS - 1);
    expect(claimChunkReload()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(claimChunkReload()).toBe(true);
  });

  it('a script reload during a client navigation is cancelled; inside the guard the target is handed to the notice', () => {
    const navigation = new EventTarget();
    const globals = window as unknown as { navigation?: EventTarget; __reactRouterDataRouter?: unknown };
    globals.navigation = navigation;
    const router = { state: { navigation: { location: undefined as undefined | { pathname: string; search: string; hash: string } } } };
    globals.__reactRouterDataRouter = router;
    const guarded: string[] = [];
    const stop = redirectRouteModuleReloads((href) => guarded.push(href));
    const reload = () => {
      const event = Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'reload' });
      navigation.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // No navigation loading: a reload is a reload.
    expect(reload()).toBe(false);
    router.state.navigation.location = { pathname: '/de/product/CRW-100', search: '?x=1', hash: '' };
    // The guard was used a moment ago: no second document load, the notice gets the target.
    expect(claimChunkReload()).toBe(true);
    expect(reload()).toBe(true);
    expect(guarded).toEqual(['/de/product/CRW-100?x=1']);
    // A push navigation is not touched.
    const push = Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'push' });
    navigation.dispatchEvent(push);
    expect(push.defaultPrevented).toBe(false);
    stop();
    expect(reload()).toBe(false);
    delete globals.navigation;
    delete globals.__reactRouterDataRouter;
  });
});
