import type { Navigation } from '@sockshop/core/content';
import { heading, linkList, richTextBlock } from './link-list-blocks.server';

/**
 * Storefront-menu (`/{sf}/menu`): the navigation as a plain page of links, each nav item with its submenu's
 * sections (text, url, disabled, isHighlighted). It works without JavaScript and is the mobile menu's fallback.
 */
export function menuBlocks(navigation: Navigation | null) {
  const content = (navigation?.items ?? []).flatMap((item) => [
    heading(2, { type: 'text', text: item.text, marks: [{ type: 'link', attrs: { href: item.url, linktype: 'url', target: '_self' } }] }),
    ...item.sections.flatMap((section) => [
      heading(3, { type: 'text', text: section.name }),
      linkList(section.links.map((link) => ({ text: link.text, href: link.disabled ? null : link.url, strong: link.isHighlighted }))),
    ]),
  ]);
  return content.length > 0 ? [richTextBlock('storefront-menu', ...content)] : [];
}
