import { bannerTextColor } from '@sockshop/core/routing';
import { backgroundClass } from '../shared/colors.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface TopBannerProps {
  message: string;
  /** From core's `bannerLink` (spec §2: the us storefront uses linkUs). */
  href?: string | null;
  /** The content's colour name; mapped to a class, never to an inline style. */
  color?: string;
  /** spec §2: hidden on checkout and once scrolled 40 px (core `topBannerVisible`); collapsed by CSS, not removed. */
  collapsed?: boolean;
}

export function TopBanner({ message, href, color, collapsed = false }: TopBannerProps) {
  if (message.trim() === '') return null;
  const className = [
    'top-banner',
    backgroundClass(color) ?? 'bg-default',
    `text-${bannerTextColor(color)}`,
    collapsed ? 'top-banner--collapsed' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-hidden={collapsed || undefined}>
      <p className="top-banner__message">
        {href ? (
          <SmartLink href={href} className="top-banner__link">
            {message}
          </SmartLink>
        ) : (
          message
        )}
      </p>
    </div>
  );
}
