/** The top banner shows only while the page is scrolled less than 40 px from the top. */
export const BANNER_VISIBLE_BELOW = 40;

export function topBannerVisible(scrollY: number): boolean {
  return scrollY < BANNER_VISIBLE_BELOW;
}

/** A marquee lasts max(message length / 7, 10) seconds, so long messages move no faster than short ones. */
export function marqueeSeconds(message: string): number {
  return Math.max([...message].length / 7, 10);
}
