/** The logo collapses to its icon after 4000 ms without activity. */
export const LOGO_COLLAPSE_MS = 4000;

/** What counts as activity (DOM event names). */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'touchstart', 'scroll'] as const;
