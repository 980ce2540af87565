import type { RichTextNode } from '@sockshop/core/content';
import { PRERENDERED } from '../rich-text/prerendered';
import { prerenderRichText } from '../rich-text/rich-text-html.server';
import type { CheckoutBannerData } from './CheckoutBanner';

/**
 * The banner's message as the browser gets it: rich text as the server's sanitised HTML, its content links
 * (`/_default/…`) on the shopper's storefront, so the cart page loads no rich-text code for it. A document with
 * components in it (which the editor does not make for a banner) stays a document, for RichText in the browser.
 */
export function bannerMessage(message: string | RichTextNode, storefront: string): CheckoutBannerData['message'] {
  if (typeof message === 'string') return message;
  const doc = prerenderRichText(message, 2);
  if (!doc) return '';
  const parts = doc.type === PRERENDERED ? (doc.content ?? []) : [];
  if (parts.length === 0 || parts.some((part) => part.type !== 'html')) return doc;
  const html = parts.map((part) => part.text ?? '').join('');
  return { html: html.replace(/ href="\/_default(?=["/?])/g, ` href="/${storefront}`) };
}
