import { PageContentSchema } from '@sockshop/core/content';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '../content.types.js';
import type { Block, RichTextNode } from '../content.wire.js';
import { SAMPLE_COMPANY } from './company.js';
import { buildContentSeed } from './index.js';
import { POSTS } from './posts.js';

// The sample content reads like a real shop's: no repeated blocks or headings, one newsletter form a
// page, distinct blog posts, company data from configuration and marked as sample.
const seed = buildContentSeed();
const LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;
const pages = seed.stories.filter((story) => story.content.component === 'page');
const inLanguage = (story: (typeof pages)[number], lang: (typeof LANGUAGES)[number]) =>
  lang === 'en' ? story.content : (story.translations?.[lang] ?? story.content);
const eachPage = pages.flatMap((story) =>
  LANGUAGES.map((lang) => ({ slug: story.full_slug, lang, page: PageContentSchema.parse(inLanguage(story, lang)) })),
);

function textOf(node: RichTextNode | undefined): string {
  if (!node) return '';
  return (node.text ?? '') + (node.content ?? []).map(textOf).join(node.type === 'doc' ? '\n' : '');
}

/** The headings a page shows: its title when no hero carries the h1, block titles, and rich-text headings. */
function headingsOf(page: { title: string; body: Block[] }): string[] {
  const headings = page.body[0]?.component === 'hero' ? [] : [page.title];
  for (const block of page.body) {
    if (typeof block.title === 'string' && block.title !== '') headings.push(block.title);
    const walk = (node: RichTextNode | undefined): void => {
      if (!node) return;
      if (node.type === 'heading') headings.push(textOf(node));
      for (const child of node.content ?? []) walk(child);
    };
    if (block.component === 'rich_text') walk(block.body as RichTextNode);
  }
  return headings;
}

/** Home pages (and the draft built as one) show every block, the newsletter block among them (hideNewsletter). */
const HOME_PAGES = ['_default/home', 'us/home', '_default/summer-sale'];
const withoutUid = (block: Block) => JSON.stringify(block, (key, value) => (key === '_uid' ? undefined : value));
const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('sample content pages', () => {
  it('no page shows the same heading twice, in any language (about-us named itself twice)', () => {
    for (const { slug, lang, page } of eachPage) expect(repeated(headingsOf(page)), `${slug} ${lang}`).toEqual([]);
  });

  it('no page has two identical blocks, nor two blocks of one type with one title (corporate-gifts had two logo blocks)', () => {
    for (const { slug, lang, page } of eachPage) {
      expect(repeated(page.body.map(withoutUid)), `${slug} ${lang}`).toEqual([]);
      const titled = page.body.filter((b) => typeof b.title === 'string' && b.title !== '').map((b) => `${b.component}:${b.title}`);
      expect(repeated(titled), `${slug} ${lang}`).toEqual([]);
      for (const block of page.body) {
        const items = [...((block.items as { title: string }[]) ?? []), ...((block.questions as { question: string }[]) ?? [])];
        const summaries = items.map((item) => ('title' in item ? item.title : item.question));
        expect(repeated(summaries), `${slug} ${lang} ${block.component}`).toEqual([]);
      }
      const texts = page.body.flatMap((b) => (typeof b.text === 'string' && b.text !== '' ? [b.text] : []));
      expect(repeated(texts), `${slug} ${lang}`).toEqual([]);
    }
  });

  it('the footer carries the newsletter sign-up on every page: only the home page adds a newsletter block, and one', () => {
    for (const { slug, lang, page } of eachPage) {
      const forms = page.body.filter((block) => block.component === 'newsletter').length;
      expect(forms, `${slug} ${lang}`).toBe(HOME_PAGES.includes(slug) ? 1 : 0);
    }
  });

  it('every blog post has its own teaser and at least three paragraphs of its own, in every language', () => {
    for (const lang of LANGUAGES) {
      const bodies = POSTS.map((post) => {
        const story = pages.find((s) => s.full_slug === `_default/happy-news/${post.slug}`)!;
        const body = PageContentSchema.parse(inLanguage(story, lang)).body;
        return body.map((block) => textOf(block.body as RichTextNode)).join('\n');
      });
      const paragraphs = bodies.map((body) => body.split('\n').filter(Boolean));
      for (const own of paragraphs) expect(own.length).toBeGreaterThanOrEqual(4);
      const all = paragraphs.flat();
      expect(repeated(all), lang).toEqual([]);
    }
  });

  it('no page writes a raw ISO date; a post keeps its date as data for the shop to render in the page locale', () => {
    for (const { slug, lang, page } of eachPage) {
      const { date: _date, related: _related, ...shown } = page as Record<string, unknown>;
      expect(JSON.stringify(shown), `${slug} ${lang}`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
    for (const post of POSTS) {
      const story = pages.find((s) => s.full_slug === `_default/happy-news/${post.slug}`)!;
      expect(story.content.date).toBe(post.date);
    }
  });

  it("the imprint's company data come from the company configuration, marked as sample values, in every language", () => {
    const imprint = pages.find((s) => s.full_slug === '_default/imprint')!;
    for (const lang of LANGUAGES) {
      const text = JSON.stringify(inLanguage(imprint, lang));
      for (const value of [SAMPLE_COMPANY.name, SAMPLE_COMPANY.registerNumber, SAMPLE_COMPANY.vatId, ...SAMPLE_COMPANY.managingDirectors]) {
        expect(text, lang).toContain(value);
      }
      expect(text, lang).toMatch(/sample|Beispiel|voorbeeld|exemple/i);
    }
    expect(JSON.stringify(seed.stories)).not.toContain('00000000');
  });
});
