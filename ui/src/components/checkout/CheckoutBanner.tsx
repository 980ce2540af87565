import type { RichTextNode } from '@sockshop/core/content';
import { lazy, Suspense } from 'react';
import { backgroundClass } from '../shared/colors.js';
import { SmartLink } from '../shared/SmartLink.js';

// Only for a message the server could not turn into HTML (checkout-banner.server.ts).
const RichText = lazy(() => import('../rich-text/RichText.js').then((module) => ({ default: module.RichText })));

export interface CheckoutBannerData {
  /** Plain text, the server's sanitised HTML of the content's rich text, or a rich text document RichText renders. */
  message: string | { html: string } | RichTextNode;
  color: string;
  href: string | null;
}

/** Checkout banner: the content's note on every checkout page. Loaded on first use (not in the first load). */
export default function CheckoutBanner({ banner }: { banner: CheckoutBannerData }) {
  const className = ['checkout-banner', 'notice', backgroundClass(banner.color)].filter(Boolean).join(' ');
  const { message } = banner;
  return (
    <aside className={className} data-testid="checkout-banner">
      {typeof message === 'string' ? (
        <p>{banner.href ? <SmartLink href={banner.href}>{message}</SmartLink> : message}</p>
      ) : 'html' in message ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: RichText's own sanitised markup, made on the server (checkout-banner.server.ts)
        <div className="checkout-banner__text rich-text" dangerouslySetInnerHTML={{ __html: message.html }} />
      ) : (
        <Suspense fallback={null}>
          <RichText doc={message} className="checkout-banner__text rich-text" />
        </Suspense>
      )}
    </aside>
  );
}
