import type { TopBanner } from '../content/blocks.schema.js';
import { linkHref } from './links.js';

/** Yellow and orange backgrounds get black text, other colours white. */
export function bannerTextColor(background: string | undefined): 'black' | 'white' {
  const colour = (background ?? '').trim().toLowerCase();
  return colour.includes('yellow') || colour.includes('orange') ? 'black' : 'white';
}

export type BannerMessage = TopBanner['messages'][number];

/** Looked up by lower-cased country code, then by storefront code. */
export function bannerMessageFor(
  banner: Pick<TopBanner, 'messages'> | null | undefined,
  country: string,
  storefront: string,
): BannerMessage | null {
  if (!banner) return null;
  const byKey = (key: string) => banner.messages.find((message) => message.key === key);
  return byKey(country.toLowerCase()) ?? byKey(storefront) ?? null;
}

/** The us storefront uses linkUs. */
export function bannerLink(message: BannerMessage, storefront: string): string | null {
  return linkHref(storefront === 'us' ? message.linkUs : message.link);
}
