import type { Link } from '@sockshop/core/content';

/**
 * The href of a Storyblok multilink. Story links carry the full slug in `cached_url`
 * (`de/about-us`), which is a site path; e-mail links carry the bare address.
 * The result is not yet checked: render it through SmartLink or safeHref.
 */
export function linkHref(link: Partial<Link> | undefined): string | undefined {
  if (!link) return undefined;
  const url = (link.url || link.cached_url || '').trim();
  if (url === '') return undefined;
  switch (link.linktype) {
    case 'story':
      return url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `/${url}`;
    case 'email':
      return url.toLowerCase().startsWith('mailto:') ? url : `mailto:${url}`;
    default:
      return url;
  }
}
