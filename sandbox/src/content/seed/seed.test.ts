import { usSizeLabel } from '@sockshop/core/catalog';
import {
  CategoryContentSchema,
  CheckoutBannerSchema,
  ContentBlockSchema,
  ErrorPageSchema,
  FacetsSchema,
  FooterSchema,
  FreeShippingSchema,
  NavigationSchema,
  NewsletterSettingsSchema,
  PageContentSchema,
  PopupsSchema,
  SegmentsSchema,
  SizeGuidesSchema,
  SpeechBubbleSchema,
  TopBannerSchema,
  UpsellsSchema,
} from '@sockshop/core/content';
import { COUNTRY_CODES, STOREFRONT_CODES } from '@sockshop/core/markets';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FAMILY_CYCLE } from '../../catalogue/families.js';
import { TRANSLATED_LANGUAGES } from '../content.types.js';
import { buildContentSeed } from './index.js';

const seed = buildContentSeed();
const versions = (slug: string) => {
  const story = seed.stories.find((s) => s.full_slug === slug);
  if (!story) throw new Error(`missing story ${slug}`);
  return [story.content, ...TRANSLATED_LANGUAGES.map((lang) => story.translations?.[lang] ?? story.content)];
};

const SHARED: Record<string, z.ZodType> = {
  navigation: NavigationSchema,
  footer: FooterSchema,
  'top-banner': TopBannerSchema,
  newsletter: NewsletterSettingsSchema,
  'checkout-banner': CheckoutBannerSchema,
  'speech-bubble': SpeechBubbleSchema,
  segments: SegmentsSchema,
  popups: PopupsSchema,
  upsells: UpsellsSchema,
  'size-guides': SizeGuidesSchema,
  facets: FacetsSchema,
  'free-shipping': FreeShippingSchema,
  'error-page': ErrorPageSchema,
};

describe('sandbox content seed', () => {
  it('every page story parses as a page whose body blocks are all known content blocks, in all four languages', () => {
    const pages = seed.stories.filter((s) => s.content.component === 'page');
    expect(pages.length).toBeGreaterThan(20);
    for (const story of pages) {
      for (const content of [...versions(story.full_slug), ...Object.values(story.releases ?? {})]) {
        const page = PageContentSchema.parse(content);
        for (const block of page.body)
          expect(ContentBlockSchema.safeParse(block).success, `${story.full_slug} ${block.component}`).toBe(true);
      }
    }
  });

  it('the home page uses every content block', () => {
    const body = PageContentSchema.parse(versions('_default/home')[0]).body;
    expect(new Set(body.map((b) => b.component))).toEqual(
      new Set(['hero', 'promo', 'product_list', 'blurb', 'accordion', 'newsletter', 'faq', 'social_links', 'video', 'rich_text']),
    );
  });

  it.each(Object.entries(SHARED))('shared/%s parses with its schema in every language', (slug, schema) => {
    for (const content of versions(`_default/shared/${slug}`)) expect(schema.safeParse(content).error).toBeUndefined();
  });

  it('the top banner has a message per storefront and per umbrella country, each with link and linkUs', () => {
    const banner = TopBannerSchema.parse(versions('_default/shared/top-banner')[0]);
    const keys = banner.messages.map((m) => m.key);
    for (const code of STOREFRONT_CODES) expect(keys).toContain(code);
    expect(keys).toContain('se');
    expect(banner.messages.every((m) => m.link && m.linkUs)).toBe(true);
  });

  it('free-shipping thresholds cover every country as numeric major units', () => {
    const { thresholds } = FreeShippingSchema.parse(versions('_default/shared/free-shipping')[0]);
    expect(thresholds.map((t) => t.country).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(thresholds.every((t) => /^\d+$/.test(t.amount))).toBe(true);
  });

  it('storefront overrides exist for us/home and uk/shared/top-banner, the rest lives under _default', () => {
    const prefixes = new Set(seed.stories.map((s) => s.full_slug.split('/')[0]));
    expect(prefixes).toEqual(new Set(['_default', 'us', 'uk']));
  });

  it('category stories carry a name and the catalogue category id', () => {
    const categories = seed.stories.filter((s) => s.full_slug.startsWith('_default/categories/'));
    expect(categories.map((c) => CategoryContentSchema.parse(c.content).id)).toContain('adults/socks');
  });

  it('translations and constants have a value per dimension for every translated key', () => {
    const translations = seed.datasources.translations ?? [];
    for (const key of ['cantFindIt', 'backToTheStartPage', 'addToCart', 'invalidEmail', 'anErrorOcurred', 'retry', 'noCartFound']) {
      const entry = translations.find((e) => e.name === key);
      expect(entry?.value).toBeTruthy();
      for (const lang of TRANSLATED_LANGUAGES) expect(entry?.dimensions?.[lang]).toBeTruthy();
    }
    expect(seed.datasources.constants?.find((e) => e.name === 'productListPageSize')?.value).toBe('64');
  });

  it('every internal link of the content (written under /_default/) leads to a story', () => {
    const slugs = new Set(seed.stories.map((s) => s.full_slug));
    const targets = new Set<string>();
    const walk = (node: unknown): void => {
      if (typeof node === 'string' && node.startsWith('/_default/')) targets.add(node.slice(1));
      else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
    };
    for (const story of seed.stories) walk([story.content, story.translations]);
    expect(targets.size).toBeGreaterThan(15);
    const disabled = ['_default/kids/underwear'];
    expect([...targets].filter((target) => !slugs.has(target) && !disabled.includes(target))).toEqual([]);
  });

  it('the US storefront reads American English: its dimension says ZIP code, its stories no Imprint or colour', () => {
    const translations = seed.datasources.translations ?? [];
    const us = (key: string) => {
      const entry = translations.find((e) => e.name === key);
      return entry?.dimensions?.['en-us'] ?? entry?.value;
    };
    expect(us('postCode')).toBe('ZIP code');
    expect(us('color')).toBe('Color');
    expect(us('color.grey')).toBe('Gray');
    expect(us('addToCart')).toBe('Add to cart');
    const british = /colour|postcode|imprint|catalogue|favourite|\bgrey\b|cancelled/i;
    expect(translations.map((e) => us(e.name)).filter((text) => british.test(text ?? ''))).toEqual([]);
    const footer = seed.stories.find((s) => s.full_slug === 'us/shared/footer');
    expect(JSON.stringify(footer?.content)).toContain('Company information');
    expect(JSON.stringify(footer?.content)).toContain('/_default/imprint');
    for (const story of seed.stories.filter((s) => s.full_slug.startsWith('us/')))
      expect(
        JSON.stringify(story.content).replace(/"(_uid|url|cached_url|href|slug|full_slug|filename)":"[^"]*"/g, ''),
        story.full_slug,
      ).not.toMatch(british);
    // Only the English of the other storefronts stays British.
    expect(us('postCode')).not.toBe(translations.find((e) => e.name === 'postCode')?.value);
  });

  it('the sock size guide has the US men’s and women’s columns the US size picker shows', () => {
    const guides = SizeGuidesSchema.parse(seed.stories.find((s) => s.full_slug === '_default/shared/size-guides')?.content);
    const socks = guides.guides.find((g) => g.key === 'size-guide-socks')!;
    expect(socks.table.thead.map((c) => c.value)).toEqual(['Size (EU)', 'UK', "US men's", "US women's"]);
    const row = socks.table.tbody.find((r) => r.body[0]?.value === '36-38')!;
    expect(row.body.map((c) => c.value)).toEqual(['36-38', '3-5', '4-6', '5.5-7.5']);
    for (const family of FAMILY_CYCLE.filter((f) => f.sizeGuide === 'size-guide-socks'))
      for (const size of family.sizes) expect(usSizeLabel(size), `${family.code} ${size}`).toBeDefined();
  });

  it('stays small: the whole seed serialises to well under a megabyte', () => {
    expect(JSON.stringify(seed).length).toBeLessThan(1_000_000);
  });
});
