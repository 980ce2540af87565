import { silentLogger } from '@sockshop/core/ports';
import { FakeCatalog } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../components/chrome/chrome-fixtures';
import { loader as layoutLoader } from '../routes/storefront-layout';
import type { StorefrontChrome } from './chrome-in-page';
import { chromeStatement, withChrome } from './layout-chrome';
import { storefrontLoaderContext } from './loader-context-fixtures';

// The storefront's chrome travels once per whole page, apart from React Router's hydration data; a client navigation's
// data carries it as before (lib/layout-chrome.ts).

const CHROME_KEYS = ['translations', 'navigation', 'footer', 'speechBubble', 'newsletterHtml', 'alternates'];

const withTexts = (texts: Record<string, string>) =>
  new FakeContent().seed({
    stories: [],
    datasources: { translations: Object.entries(texts).map(([name, value]) => ({ name, value, dimensions: { de: value } })) },
  });

async function layoutData(content: FakeContent, answers: 'document' | 'data'): Promise<Record<string, unknown>> {
  const request = new Request('http://127.0.0.1/de/adults/socks');
  const params = { storefront: 'de' };
  const shop = {
    services: {
      catalog: new FakeCatalog(),
      content,
      logger: silentLogger,
      publicConfig: { env: 'production', origin: 'http://127.0.0.1', commerceUrl: '', paymentProviderUrl: '', imageBaseUrl: '' },
    },
    market: null,
    answers,
  };
  return (await layoutLoader({ request, params, context: storefrontLoaderContext(shop, request, params) } as never)) as Record<
    string,
    unknown
  >;
}

/** The chrome a page's bootstrap hands the browser, as the browser's `window` then holds it. */
function chromeSent(statement: string): StorefrontChrome | undefined {
  const window: { __storefrontChrome?: StorefrontChrome } = {};
  new Function('window', statement)(window);
  return window.__storefrontChrome;
}

describe('the storefront chrome, once per page', () => {
  it('a whole page’s layout data leaves its chrome out of what React Router serialises; its render reads it whole', async () => {
    const content = withTexts({ cart: 'Korb' });
    const page = await layoutData(content, 'document');
    const navigation = await layoutData(content, 'data');
    // React Router's turbo-stream writes an object's own string keys (Object.keys), as JSON does.
    expect(Object.keys(page)).not.toEqual(expect.arrayContaining(['translations']));
    expect(Object.keys(JSON.parse(JSON.stringify(page)))).toEqual(Object.keys(navigation).filter((key) => !CHROME_KEYS.includes(key)));
    // The server's render reads the same data a navigation's carries.
    expect(withChrome(page)).toEqual(navigation);
    expect(withChrome(page)?.translations.cart).toBe('Korb');
    expect(withChrome(page)).toBe(withChrome(page));
  });

  it('a client navigation’s data carries the chrome, and is read as it is', async () => {
    const navigation = await layoutData(withTexts({ cart: 'Korb' }), 'data');
    expect(Object.keys(navigation)).toEqual(expect.arrayContaining(CHROME_KEYS));
    expect(withChrome(navigation)).toBe(navigation);
    expect(chromeStatement({ 'storefront-layout': navigation })).toBe('');
  });

  it('the page’s bootstrap statement hands the browser the same chrome, and is written anew for new answers', async () => {
    const content = withTexts({ cart: 'Korb' });
    const first = await layoutData(content, 'document');
    const { translations, navigation, footer, speechBubble, newsletterHtml, alternates } = withChrome(first) ?? {};
    expect(chromeSent(chromeStatement({ 'storefront-layout': first }))).toEqual({
      translations,
      navigation,
      footer,
      speechBubble,
      newsletterHtml,
      alternates,
    });
    content.seed({ stories: [], datasources: { translations: [{ name: 'cart', value: 'Warenkorb', dimensions: { de: 'Warenkorb' } }] } });
    const next = await layoutData(content, 'document');
    expect(chromeSent(chromeStatement({ 'storefront-layout': next }))?.translations.cart).toBe('Warenkorb');
  });

  it('a link’s flags travel only when set: the browser reads a missing one as the false it was', async () => {
    const content = withTexts({ cart: 'Korb' }).seed({
      stories: [{ full_slug: '_default/shared/navigation', name: 'Navigation', content: { _uid: 'nav', ...NAVIGATION } }],
      datasources: {},
    });
    const page = await layoutData(content, 'document');
    const statement = chromeStatement({ 'storefront-layout': page });
    expect(statement).not.toMatch(/"(disabled|isHighlighted)":false/);
    const [sent] = chromeSent(statement)?.navigation?.items[0]?.sections ?? [];
    const [read] = withChrome(page)?.navigation?.items[0]?.sections ?? [];
    expect(sent?.links.map((link) => [link.text, Boolean(link.disabled), Boolean(link.isHighlighted)])).toEqual(
      read?.links.map((link) => [link.text, link.disabled, link.isHighlighted]),
    );
    expect(statement).toContain('"isHighlighted":true');
    expect(chromeSent(statement)?.navigation?.items[0]?.sections[1]?.links[0]?.disabled).toBe(true);
  });

  it('no text ends the script it travels in', async () => {
    const text = '</script><script>alert(1)</script><!-- \u2028';
    const page = await layoutData(withTexts({ cart: text }), 'document');
    const statement = chromeStatement({ 'storefront-layout': page });
    expect(statement).not.toMatch(/<\/|<!--/i);
    expect(chromeSent(statement)?.translations.cart).toBe(text);
  });

  it('a page without the storefront layout’s data hands over nothing', () => {
    expect(chromeStatement({ root: {} })).toBe('');
  });
});
