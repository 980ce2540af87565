import { ASSET_PREFIX } from '../content.types.js';
import type { Block, RichTextNode } from '../content.wire.js';
import { socialLinks } from './chrome.js';
import { type Language, uid } from './i18n.js';
import { paragraphs } from './rich-text.js';
import { newsletterFields } from './settings.js';

// Builders for content blocks; seed.test.ts checks them against the shop's block schemas.
// Storyblok asset URLs carry the intrinsic size (`/1600x800/`); the ui reads it for width and height.
const image = (name: string, alt: string) => ({ filename: `${ASSET_PREFIX}1600x800/${name}.svg`, alt });
const urlLink = (path: string) => ({ linktype: 'url' as const, url: path, cached_url: path });

export const hero = (scope: string, title: string, subtitle: string, cta?: { label: string; url: string }): Block => ({
  _uid: uid(scope, 'hero'),
  component: 'hero',
  title,
  subtitle,
  image: image(`${scope}-hero`, title),
  cta_label: cta?.label ?? '',
  ...(cta ? { cta_link: urlLink(cta.url) } : {}),
  background_color: 'yellow',
});

export const promo = (scope: string, title: string, text: string, linkLabel: string, url: string): Block => ({
  _uid: uid(scope, 'promo'),
  component: 'promo',
  title,
  text,
  image: image(`${scope}-promo`, title),
  link: urlLink(url),
  link_label: linkLabel,
});

/** A product list of a category, or of a recommendation widget (`widget`: bestsellers, random, …). */
export const productList = (scope: string, title: string, category: string, limit = 8, widget = ''): Block => ({
  _uid: uid(scope, 'product-list', category || widget),
  component: 'product_list',
  title,
  category,
  widget_id: widget,
  limit,
});

export const blurb = (scope: string, n: number, title: string, text: string, icon: string): Block => ({
  _uid: uid(scope, 'blurb', n),
  component: 'blurb',
  title,
  text,
  icon,
});

export const accordion = (scope: string, title: string, items: [string, string][]): Block => ({
  _uid: uid(scope, 'accordion'),
  component: 'accordion',
  title,
  items: items.map(([itemTitle, body], i) => ({ _uid: uid(scope, 'accordion', i), title: itemTitle, body: paragraphs(body) })),
});

export const newsletter = (scope: string, lang: Language): Block => ({
  _uid: uid(scope, 'newsletter'),
  component: 'newsletter',
  ...newsletterFields(lang),
});

export const faq = (scope: string, title: string, questions: [string, string][]): Block => ({
  _uid: uid(scope, 'faq'),
  component: 'faq',
  title,
  questions: questions.map(([question, answer], i) => ({ _uid: uid(scope, 'faq', i), question, answer: paragraphs(answer) })),
});

export const social = (scope: string, title: string): Block => ({
  _uid: uid(scope, 'social'),
  component: 'social_links',
  title,
  links: socialLinks(scope),
});

export const video = (scope: string, title: string): Block => ({
  _uid: uid(scope, 'video'),
  component: 'video',
  title,
  src: `${ASSET_PREFIX}${scope}-video.mp4`,
  poster: `${ASSET_PREFIX}1600x800/${scope}-poster.svg`,
  captions: '',
});

export const richText = (scope: string, body: RichTextNode, n = 0): Block => ({
  _uid: uid(scope, 'rich-text', n),
  component: 'rich_text',
  body,
});

/** A `page` story content (PageContentSchema). */
export const page = (scope: string, title: string, body: Block[], extra: Record<string, unknown> = {}): Block => ({
  _uid: uid(scope, 'page'),
  component: 'page',
  title,
  seo_title: `${title} | Sock Shop`,
  seo_description: title,
  body,
  ...extra,
});
