import type { Footer } from '@sockshop/core/content';
import { iconUrl } from '@sockshop/core/routing';
import { SmartLink } from './SmartLink.js';

type SocialLink = Footer['social_links'][number];

const NETWORK_NAMES: Record<SocialLink['network'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  external: '',
};

/** An external link is named after its host, so the icon-only link still has an accessible name. */
function accessibleName(link: SocialLink): string {
  if (link.network !== 'external') return NETWORK_NAMES[link.network];
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return link.url;
  }
}

/** Icon links to the brand's social profiles (footer); icons come from /icons/{name}.svg. */
export function SocialLinks({ links, label }: { links: readonly SocialLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={label}>
      {links.map((link) => (
        <li key={link._uid}>
          <SmartLink href={link.url} className="social-links__link" aria-label={accessibleName(link)}>
            <img src={iconUrl(link.network)} alt="" width={24} height={24} loading="lazy" decoding="async" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
