import { BUILD_CHECK, hasNewBuild, shouldCheckBuild } from '@sockshop/core/routing';

/** The latest build's id from GET /api/build; null when the check fails (spec: a failed check is ignored). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/api/build', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const { parseBuildId } = await import('./build-answer');
    return parseBuildId(await response.json());
  } catch {
    return null;
  }
}

export interface BuildWatch {
  /** A client navigation happened: check if the last check is a minute old. */
  navigated(): void;
  stop(): void;
}

/**
 * every
 * 5 minutes, when the tab is shown again and on navigations, never in a hidden tab and never twice within a minute
 * (core's `shouldCheckBuild`). `current` is the id of the build that rendered this page.
 */
export function watchBuild(current: string, onNewBuild: (latest: string) => void, fetchLatest = fetchLatestBuildId): BuildWatch {
  let lastCheckAt = Date.now();
  let waiting: number | undefined;
  let stopped = false;
  const trigger = () => {
    const hidden = document.visibilityState === 'hidden';
    if (stopped || waiting !== undefined || !shouldCheckBuild({ hidden, lastCheckAt, now: Date.now() })) return;
    lastCheckAt = Date.now();
    // The check waits ~100 ms, behind what the trigger itself loads.
    waiting = window.setTimeout(async () => {
      const latest = await fetchLatest();
      waiting = undefined;
      if (!stopped && latest !== null && hasNewBuild(current, latest)) onNewBuild(latest);
    }, BUILD_CHECK.delayMs);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  const interval = window.setInterval(trigger, BUILD_CHECK.intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return {
    navigated: trigger,
    stop() {
      stopped = true;
      window.clearInterval(interval);
      window.clearTimeout(waiting);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
