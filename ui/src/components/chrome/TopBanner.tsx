import { bannerTextColor } from '@sockshop/core/routing';
import { backgroundClass } from '../shared/colors.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface TopBannerProps {
  message: string;
  /** From core's `bannerLink` (the us storefront uses linkUs). */
  href?: string | null;
  /** The content's colour name; mapped to a class, never to an inline style. */
  color?: string;
}

/**
 * Top banner, hidden on checkout by the layout. After hydration ui/src/chrome-behaviours collapses it beyond
 * 40 px of scroll (`data-collapsed`) and runs a message that does not fit as a marquee (`data-marquee`); header.css draws both.
 */
export function TopBanner({ message, href, color }: TopBannerProps) {
  if (message.trim() === '') return null;
  return (
    <div className={`top-banner ${backgroundClass(color) ?? 'bg-default'} text-${bannerTextColor(color)}`}>
      <p className="top-banner__message">
        <span className="top-banner__text">
          {href ? (
            <SmartLink href={href} className="top-banner__link">
              {message}
            </SmartLink>
          ) : (
            message
          )}
        </span>
      </p>
    </div>
  );
}
