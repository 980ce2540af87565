import type { Link } from '../content/blocks.schema.js';

/** Links starting with http open in a new tab. */
export function isExternalLink(url: string): boolean {
  return url.startsWith('http');
}

/** A content-system link as an href: a story link is its cached_url from the root, others their url. */
export function linkHref(link: Link | undefined): string | null {
  if (!link) return null;
  if (link.linktype === 'story') {
    const target = link.cached_url || link.url;
    return target ? `/${target.replace(/^\/+/, '')}` : null;
  }
  return link.url || link.cached_url || null;
}

/** Flags and icons (flags as SVG from flag-icons, scripts/bench/copy-icon-sets.mjs). */
export function flagUrl(countryCode: string): string {
  return `/flags/${countryCode.toLowerCase()}.svg`;
}
export function iconUrl(filename: string): string {
  return `/icons/${filename}.svg`;
}
