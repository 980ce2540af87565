import type { TopBanner } from '../content/blocks.schema.js';
import { linkHref } from './links.js';
import { isCheckoutPath } from './storefront-path.js';

/** spec §9: the banner shows only under this scroll offset. */
export const BANNER_SCROLL_LIMIT = 40;

/** spec §2: hidden on checkout routes, shown while scrolled less than 40 px. */
export function topBannerVisible({ path, scrollY }: { path: string; scrollY: number }): boolean {
  return !isCheckoutPath(path) && scrollY < BANNER_SCROLL_LIMIT;
}

/** spec §2: yellow and orange backgrounds get black text, other colours white. */
export function bannerTextColor(background: string | undefined): 'black' | 'white' {
  const colour = (background ?? '').trim().toLowerCase();
  return colour.includes('yellow') || colour.includes('orange') ? 'black' : 'white';
}

export type BannerMessage = TopBanner['messages'][number];

/** spec §2: looked up by lower-cased country code, then by storefront code. */
export function bannerMessageFor(
  banner: Pick<TopBanner, 'messages'> | null | undefined,
  country: string,
  storefront: string,
): BannerMessage | null {
  if (!banner) return null;
  const byKey = (key: string) => banner.messages.find((message) => message.key === key);
  return byKey(country.toLowerCase()) ?? byKey(storefront) ?? null;
}

/** spec §2: the us storefront uses linkUs. */
export function bannerLink(message: BannerMessage, storefront: string): string | null {
  return linkHref(storefront === 'us' ? message.linkUs : message.link);
}
