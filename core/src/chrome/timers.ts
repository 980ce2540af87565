/** The idle timer's default; a shopper who has done nothing for this long is idle. */
export const IDLE_TIMER_MS = 60_000;
