/** spec §2, §9: the logo collapses to its icon after 4000 ms without activity. */
export const LOGO_COLLAPSE_MS = 4000;

/** spec §2: what counts as activity (DOM event names). */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'touchstart', 'scroll'] as const;
