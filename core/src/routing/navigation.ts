/** A new build id from the periodic check shows the update notice. */
export function hasNewBuild(currentBuildId: string, latestBuildId: string | null | undefined): boolean {
  return !!latestBuildId && latestBuildId !== currentBuildId;
}

/** Cache and chunk load errors reload the target path instead of showing an error. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/** At most one reload for a chunk load error in this window, so a chunk that keeps failing cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

/** Reload guard: reload unless the last chunk-error reload of this tab (epoch ms, null: none) is under 10 s old. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now >= lastReloadAt && now - lastReloadAt < RELOAD_GUARD_MS);
}

/**
 * When the browser asks for the latest build descriptor (docs/decisions.md "Update notice, chunk reload and browser
 * diagnostics"):
 * every 5 minutes while the tab is visible, and when it becomes visible again or the shopper navigates, if the last check
 * is at least a minute old. A hidden tab never asks. Each check waits ~100 ms after its trigger.
 */
export const BUILD_CHECK = { intervalMs: 5 * 60_000, minSpacingMs: 60_000, delayMs: 100 } as const;

/** Whether a trigger (the 5-minute timer, the tab shown again, a navigation) checks now: visible, and no check in the last minute. */
export function shouldCheckBuild(state: { hidden: boolean; lastCheckAt: number; now: number }): boolean {
  if (state.hidden) return false;
  const since = state.now - state.lastCheckAt;
  // A clock set back (since < 0) counts as due: a check too many is cheap, a notice never shown is not.
  return since < 0 || since >= BUILD_CHECK.minSpacingMs;
}
