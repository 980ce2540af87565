/** The header may hide once the page is more than 100 px down, after at least 20 px of movement. */
export const HEADER_HIDE_OFFSET = 100;
export const HEADER_MIN_SCROLL = 20;

export interface HeaderScrollState {
  readonly hidden: boolean;
  /** Where the last decision was taken: movement is measured from here, so small wiggles add up or cancel out. */
  readonly anchorY: number;
}

export interface HeaderScrollInput {
  readonly scrollY: number;
  /**
   * The header stays while a message shows (speech bubble), a desktop submenu (or the mobile menu) is open, or
   * the page turned hide-on-scroll off.
   */
  readonly blocked: boolean;
}

export const HEADER_SHOWN: HeaderScrollState = { hidden: false, anchorY: 0 };

/**
 * Hide-on-scroll: down by 20 px or more beyond 100 px hides the header, up by 20 px or more shows it. Under
 * 20 px of movement nothing changes (the anchor stays), near the top and while blocked it always shows.
 */
export function nextHeaderState(state: HeaderScrollState, { scrollY, blocked }: HeaderScrollInput): HeaderScrollState {
  const y = Math.max(0, scrollY);
  if (blocked || y <= HEADER_HIDE_OFFSET) return { hidden: false, anchorY: y };
  const moved = y - state.anchorY;
  if (Math.abs(moved) < HEADER_MIN_SCROLL) return state;
  return { hidden: moved > 0, anchorY: y };
}
