/** spec §9: the idle timer's default; a shopper who has done nothing for this long is idle. */
export const IDLE_TIMER_MS = 60_000;

/** spec §9: the cart icon's count slides in this long after the count changes. */
export const CART_COUNT_SLIDE_IN_MS = 500;
