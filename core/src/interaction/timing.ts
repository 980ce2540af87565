/** spec §2, §9: the logo collapses to an icon after 4 s without activity. */
export const LOGO_COLLAPSE_MS = 4000;
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'touchstart', 'scroll'] as const;

export function isLogoCollapsed(lastActivityAt: number, now: number): boolean {
  return now - lastActivityAt >= LOGO_COLLAPSE_MS;
}

/** spec §9: a marquee lasts max(message length / 7, 10) seconds. */
export function marqueeDuration(message: string): number {
  return Math.max(message.length / 7, 10);
}

/** spec §9: other timings the ui schedules by (impression batching and the newsletter debounce live with their rules). */
export const TIMINGS = {
  cookieMaxAgeDays: 180,
  idleTimerMs: 60_000,
  reloadGuardMs: 10_000,
  cartCountSlideInMs: 500,
  buildCheckMs: 100,
  routePreloadConcurrency: 4,
} as const;
