import type { ContentPort, ContentScope, Logger } from '@sockshop/core/ports';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentFault, ContentFixture } from '../fakes/content.fake.js';
import { CONTENT_FIXTURE } from './content.fixture.js';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
}

export interface ContentHarness {
  content: ContentPort;
  /** The next `times` requests meet the fault (default: every one). */
  fail(fault: ContentFault, times?: number): void;
  /** Publishes in the content system behind the port: its content version moves on. */
  publish(): void;
  close(): Promise<void>;
}

export type MakeContentHarness = (fixture: ContentFixture, logger: Logger) => Promise<ContentHarness>;

export function recordingLogger(lines: LogLine[]): Logger {
  const record = (level: LogLine['level']) => (message: string) => void lines.push({ level, message });
  return { info: record('info'), warn: record('warn'), error: record('error') };
}

const scope = (storefront: ContentScope['storefront'], language: ContentScope['language'] = 'en'): ContentScope => ({
  storefront,
  language,
  locale: 'default',
});
const DE = scope('de', 'de');
const US = scope('us');
const titleOf = (page: { content: Record<string, unknown> }) => page.content.title;

/** ContentPort behaviour, run against the fake and against the Storyblok adapter over the sandbox. */
export function describeContentContract(name: string, make: MakeContentHarness) {
  describe(`ContentPort: ${name}`, () => {
    let harness: ContentHarness;
    let logged: LogLine[];
    beforeEach(async () => {
      logged = [];
      harness = await make(CONTENT_FIXTURE, recordingLogger(logged));
    });
    afterEach(() => harness.close());
    const messages = () => logged.map((l) => l.message);

    describe('pages', () => {
      it('falls back to the _default page when the storefront has none', async () => {
        const page = (await harness.content.findPage('about-us', US))._unsafeUnwrap();
        expect(page).toMatchObject({ full_slug: '_default/about-us', name: 'About us' });
      });

      it("prefers the storefront's own page over _default", async () => {
        expect(titleOf((await harness.content.findPage('home', US))._unsafeUnwrap())).toBe('Home for the US');
        expect(titleOf((await harness.content.findPage('/home/', scope('uk')))._unsafeUnwrap())).toBe('Home');
      });

      it('answers the language asked for, English by default, and the default content where a language has no translation', async () => {
        expect(titleOf((await harness.content.findPage('home', DE))._unsafeUnwrap())).toBe('Startseite');
        expect(titleOf((await harness.content.findPage('home', scope('fr', 'fr')))._unsafeUnwrap())).toBe('Accueil');
        expect(titleOf((await harness.content.findPage('home', scope('nl', 'nl')))._unsafeUnwrap())).toBe('Home');
      });

      it("rejects an unknown slug with NOT_FOUND 'Story not found'", async () => {
        for (const slug of ['no-such-page', '', 'faq/*', 'home,about-us']) {
          expect((await harness.content.findPage(slug, US))._unsafeUnwrapErr()).toMatchObject({
            code: 'NOT_FOUND',
            message: 'Story not found',
          });
        }
      });

      it("lists a folder's pages, the storefront's overriding _default per slug", async () => {
        const pages = (await harness.content.listPages('faq', US))._unsafeUnwrap();
        const bySlug = Object.fromEntries(pages.map((s) => [s.slug, titleOf(s)]));
        expect(bySlug).toEqual({ ordering: 'Ordering', returns: 'Returns in the US', 'sales-tax': 'Sales tax' });
        const german = (await harness.content.listPages('faq/', DE))._unsafeUnwrap();
        expect(german.map((s) => s.slug).sort()).toEqual(['ordering', 'returns']);
      });

      it('lists nothing for an unknown folder', async () => {
        expect((await harness.content.listPages('no-such-folder', US))._unsafeUnwrap()).toEqual([]);
      });
    });

    describe('shared settings, parsed at the edge', () => {
      it("answers each setting as the shop's value, the storefront's own story over _default's", async () => {
        const { content } = harness;
        const navigation = (await content.findNavigation(US))._unsafeUnwrap();
        // A submenu that does not fit is dropped and logged; its link stays.
        expect(navigation.items).toEqual([{ _uid: 'socks', text: 'Socks', url: '/socks', sections: [] }]);
        expect(messages()).toContain('Error while normalizing submenu');
        expect((await content.findFooter(scope('uk')))._unsafeUnwrap()).toMatchObject({ copyright: '© UK', bottom_bar_links: [] });
        expect((await content.findFooter(scope('nl', 'nl')))._unsafeUnwrap().copyright).toBe('© Standaard');
        expect((await content.findTopBanner(US))._unsafeUnwrap().messages).toEqual([
          { key: 'de', message: 'Free shipping from {amount}', background_color: '' },
        ]);
        expect((await content.findFreeShipping(DE))._unsafeUnwrap().thresholds).toEqual([{ country: 'DE', amount: '49' }]);
        // The newsletter story may leave texts out: the form has translation keys for them.
        expect((await content.findNewsletter(US))._unsafeUnwrap()).toMatchObject({ title: 'Happy news', subtitle: '', placeholder: '' });
        expect((await content.findSizeGuides(US))._unsafeUnwrap().guides).toEqual([]);
        expect((await content.findCheckoutBanner(DE))._unsafeUnwrap()).toMatchObject({ message: 'Danke', background_color: '' });
        expect((await content.findSpeechBubble(US))._unsafeUnwrap()).toEqual({
          addToCart: 'Added!',
          menuExpanded: 'Look around',
          resultsFound: '{count} found',
          searchFocused: 'Type away',
          searchResult: 'Nothing for {term}',
        });
        expect((await content.findErrorPage(US))._unsafeUnwrap().description.type).toBe('doc');
      });

      it("answers NOT_FOUND 'Story not found' for a setting the content does not have", async () => {
        expect((await harness.content.findCheckoutBanner(US))._unsafeUnwrapErr()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Story not found',
        });
      });

      it('refuses a setting of another shape with UPSTREAM_CONTRACT, logged as a normalizing error', async () => {
        const error = (await harness.content.findSpeechBubble(scope('fr', 'fr')))._unsafeUnwrapErr();
        expect(error).toMatchObject({ code: 'UPSTREAM_CONTRACT', message: 'Error while normalizing speech bubble' });
        expect(messages()).toContain('Error while normalizing speech bubble');
      });

      it.each([
        ['unavailable', 'UPSTREAM_UNAVAILABLE'],
        ['malformed', 'UPSTREAM_CONTRACT'],
      ] as const)('answers the service failure when it is %s, with no bundled stand-in', async (fault, code) => {
        harness.fail(fault);
        expect((await harness.content.findFooter(US))._unsafeUnwrapErr().code).toBe(code);
      });
    });

    describe('translations, shared content, categories', () => {
      it('loads translations for the language, the default value where a dimension has none', async () => {
        const german = (await harness.content.loadTranslations(DE))._unsafeUnwrap();
        expect(german).toMatchObject({ addToCart: 'In den Warenkorb', onlyEnglish: 'Only in English' });
        expect((await harness.content.loadTranslations(US))._unsafeUnwrap().addToCart).toBe('Add to cart');
        expect(messages()).not.toContain('Unable to fetch translations');
      });

      it('loads shared content with storefront overrides and translations', async () => {
        const uk = (await harness.content.loadSharedContent(scope('uk')))._unsafeUnwrap();
        const footer = uk.find((s) => s.slug === 'footer');
        expect(footer?.content.copyright).toBe('© UK');
        expect(uk.map((s) => s.slug).sort()).toEqual([
          'error-page',
          'footer',
          'free-shipping',
          'navigation',
          'newsletter',
          'size-guides',
          'speech-bubble',
          'top-banner',
        ]);
        const dutch = (await harness.content.loadSharedContent(scope('nl', 'nl')))._unsafeUnwrap();
        expect(dutch.find((s) => s.slug === 'footer')?.content.copyright).toBe('© Standaard');
      });

      it('lists categories in the language, skipping one without an id', async () => {
        const categories = (await harness.content.listCategories(DE))._unsafeUnwrap();
        expect(categories.map((c) => c.content).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
          { name: 'Socken für Erwachsene', id: 'adults/socks' },
          { name: 'Socks for kids', id: 'kids/socks' },
        ]);
      });
    });

    describe('content version (what a page cache is keyed on)', () => {
      it('is a positive integer, the same on two calls when nothing is published', async () => {
        const first = (await harness.content.contentVersion())._unsafeUnwrap();
        expect(Number.isSafeInteger(first) && first > 0).toBe(true);
        expect((await harness.content.contentVersion())._unsafeUnwrap()).toBe(first);
      });

      it('grows when content is published', async () => {
        const before = (await harness.content.contentVersion())._unsafeUnwrap();
        harness.publish();
        expect((await harness.content.contentVersion())._unsafeUnwrap()).toBeGreaterThan(before);
      });

      it.each([
        ['unavailable', 'UPSTREAM_UNAVAILABLE'],
        ['timeout', 'UPSTREAM_UNAVAILABLE'],
        ['malformed', 'UPSTREAM_CONTRACT'],
      ] as const)('is an error, not a guess, when the service is %s', async (fault, code) => {
        harness.fail(fault);
        expect((await harness.content.contentVersion())._unsafeUnwrapErr().code).toBe(code);
      });
    });

    describe('when the service misbehaves', () => {
      it('absorbs a few 429s by retrying', async () => {
        harness.fail('rate-limited', 2);
        expect((await harness.content.findPage('home', US)).isOk()).toBe(true);
      });

      it('answers RATE_LIMITED when the service keeps answering 429', async () => {
        harness.fail('rate-limited');
        expect((await harness.content.findPage('home', US))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
      });

      it('rejects page fetches with UPSTREAM_UNAVAILABLE on 5xx', async () => {
        harness.fail('unavailable');
        expect((await harness.content.findPage('home', US))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
        expect((await harness.content.listPages('faq', US))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
      });

      it('rejects page fetches with UPSTREAM_UNAVAILABLE on a timeout', async () => {
        harness.fail('timeout');
        expect((await harness.content.findPage('home', US))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
      });

      it('rejects a malformed page answer with UPSTREAM_CONTRACT and a clear message', async () => {
        harness.fail('malformed');
        const error = (await harness.content.findPage('home', US))._unsafeUnwrapErr();
        expect(error.code).toBe('UPSTREAM_CONTRACT');
        expect(error.message).toMatch(/^Malformed .* from the content service: /);
      });

      it.each(['unavailable', 'timeout', 'malformed'] as const)(
        'falls back to bundled defaults, logged, when the service is %s',
        async (fault) => {
          harness.fail(fault);
          const translations = (await harness.content.loadTranslations(DE))._unsafeUnwrap();
          const shared = (await harness.content.loadSharedContent(US))._unsafeUnwrap();
          const categories = (await harness.content.listCategories(US))._unsafeUnwrap();
          expect(translations.cantFindIt).toBeTruthy();
          expect(shared.map((s) => s.slug)).toContain('navigation');
          expect(categories.map((c) => c.content.id)).toContain('adults/socks');
          expect(messages()).toEqual(
            expect.arrayContaining(['Unable to fetch translations', 'No shared content, stories', 'No categories']),
          );
        },
      );
    });
  });
}
