import { type ContentPage, PageContentSchema } from '@sockshop/core/content';
import type { Translate } from '../lib/translate';
import { inlineLink, linkList, paragraph, richTextBlock } from './link-list-blocks.server';

/** A FAQ section as the content lists it: its slug under `faq/` and its name. */
export interface FaqSection {
  slug: string;
  name: string;
}

/**
 * The sections of the FAQ folder in the content's order (/faq/{faq_section} and /faq/cookie-policy), each
 * named by its page title in the shopper's language (the story's name is the editor's).
 */
export function faqSectionsOf(pages: readonly ContentPage[]): FaqSection[] {
  const ordered = [...pages].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return ordered.map((page) => ({ slug: page.slug, name: PageContentSchema.safeParse(page.content).data?.title || page.name }));
}

/**
 * The FAQ links its sections. On `/faq` a list of every section; on a section, a link back to the FAQ and
 * the list of its siblings, the current one as text. `current` is the section's slug, or null on the FAQ itself.
 */
export function faqLinksBlock(sections: readonly FaqSection[], current: string | null, storefront: string, t: Translate) {
  if (sections.length === 0) return null;
  const faqHref = `/${storefront}/faq`;
  const list = linkList(
    sections.map((section) => ({ text: section.name, href: section.slug === current ? null : `${faqHref}/${section.slug}` })),
  );
  return current === null
    ? richTextBlock('faq-sections', paragraph({ type: 'text', text: t('faqSections') }), list)
    : richTextBlock(
        'faq-sections',
        paragraph(inlineLink({ text: t('backToFaq'), href: faqHref })),
        paragraph({ type: 'text', text: t('faqSections') }),
        list,
      );
}
