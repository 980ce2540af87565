import type { RichTextNode } from '@sockshop/core/content';
import { RichText } from '../rich-text/RichText';
import { backgroundClass } from '../shared/colors.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface CheckoutBannerData {
  /** Plain text or Storyblok rich text (rendered by RichText: nothing is injected as HTML). */
  message: string | RichTextNode;
  color: string;
  href: string | null;
}

/** spec §3 checkout banner: the content's note on every checkout page. Loaded on first use (issue 12: not in the first load). */
export default function CheckoutBanner({ banner }: { banner: CheckoutBannerData }) {
  const className = ['checkout-banner', 'notice', backgroundClass(banner.color)].filter(Boolean).join(' ');
  return (
    <aside className={className} data-testid="checkout-banner">
      {typeof banner.message === 'string' ? (
        <p>{banner.href ? <SmartLink href={banner.href}>{banner.message}</SmartLink> : banner.message}</p>
      ) : (
        <RichText doc={banner.message} className="checkout-banner__text rich-text" />
      )}
    </aside>
  );
}
