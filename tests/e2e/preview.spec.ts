import { createHash, createHmac } from 'node:crypto';
import { axeViolations } from './axe';
import { expect, type Page, PREVIEW_TOKEN, type Request, test, workerShop } from './fixtures';
import { screensWith } from './viewports';

// The visual editor's draft preview. A link the editor signed with the preview token shows
// drafts, uncached, with the bridge and no cart fetch; any other link shows published content only; the sandbox editor
// page edits a story and the framed page follows without a reload. Storyblok's own links (naming no story)
// open the editor route only; a link bound to a story opens that story's pages only.

const SPACE_ID = '1000';
const DRAFT_HEADLINE = 'Summer sale';
const LOADED = { waitUntil: 'domcontentloaded' } as const;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const shop = workerShop();

/** The query the editor appends to its preview URL (docs/protocols.md "Visual editor"). */
function editorQuery(token = PREVIEW_TOKEN, ageSeconds = 5): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': createHash('sha1').update(`${SPACE_ID}:${token}:${timestamp}`).digest('hex'),
  }).toString();
}

/** A link bound to one story, as the sandbox's editor signs it (docs/operations.md "Draft preview"). */
function storyQuery(fullSlug: string, ageSeconds = 5): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[full_slug]': fullSlug,
    '_storyblok_tk[token]': createHmac('sha256', PREVIEW_TOKEN).update(`${SPACE_ID}:${timestamp}:${fullSlug}`).digest('hex'),
  }).toString();
}

/** The content sandbox at the host browsers use (its editor's origin, as the sandbox reports it). */
const contentOrigin = () => shop.sandboxEnv().CONTENT_EDITOR_ORIGIN ?? '';

/** A saved cart token, so that any ordinary page would fetch the cart at start-up. */
async function withSavedCart(page: Page, region: 'NL' | 'US') {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ token: 'saved-token', savedAt: Date.now() }));
  }, `cartToken:${region}`);
}

const cartRequests = (requests: Request[]) => requests.filter((request) => /\/carts(\?|$)/.test(new URL(request.url()).pathname));
/** The chunk the cart's start-up loads first (ui/src/cart/cart-session.ts): asked for before any cart fetch. */
const cartCode = (requests: Request[]) => requests.filter((request) => /\/assets\/[\w-]*cart-session[\w-]*\.js$/.test(request.url()));

for (const { name, viewport, storefront } of screensWith('de', 'us')) {
  test.describe(`${name} ${storefront}`, () => {
    test.use({ viewport });

    test('a signed preview link shows the draft, no-store and noindex, loads the bridge and fetches no cart', async ({ page }) => {
      await withSavedCart(page, storefront === 'us' ? 'US' : 'NL');
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      const bridge = page.waitForRequest(`${contentOrigin()}/f/storyblok-v2-latest.js`);
      // Not waiting for every picture: the sandbox renders them on first request.
      const response = await page.goto(`${shop.url}/${storefront}/editor/_default/summer-sale?${editorQuery()}`, LOADED);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['x-cache']).toBeUndefined();
      expect(headers['content-security-policy']).toContain(`frame-ancestors ${contentOrigin()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
      await bridge;
      await page.waitForFunction(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge === 'function');
      // The cart's start-up decides at hydration, in the same effects as the editor route's request for the code that
      // loads the bridge. Had it gone for the saved cart, its own code would have been asked for before the bridge.
      expect(cartCode(requests)).toEqual([]);
      expect(cartRequests(requests)).toEqual([]);

      // The same saved cart on an ordinary page is fetched: the skip is the editor route's alone.
      await page.goto(`${shop.url}/${storefront}`, LOADED);
      await expect.poll(() => cartRequests(requests).length).toBeGreaterThan(0);
      expect(cartCode(requests).length).toBeGreaterThan(0);
    });

    test('the preview path runs through every page: a link bound to the story shows the draft on its own page too', async ({ page }) => {
      const response = await page.goto(`${shop.url}/${storefront}/summer-sale?${storyQuery('_default/summer-sale')}`, LOADED);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
      // Not the editor route: no bridge, and the shop's framing rule.
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Neither that link on another story's editor route nor Storyblok's own (it names no story) off the editor route.
      for (const url of [
        `${shop.url}/${storefront}/editor/_default/home?${storyQuery('_default/summer-sale')}`,
        `${shop.url}/${storefront}/summer-sale?${editorQuery()}`,
      ]) {
        const other = await page.goto(url, LOADED);
        expect(other?.headers()['cache-control']).not.toBe('no-store');
        expect(other?.headers()['x-robots-tag']).toBeUndefined();
      }
    });

    test('a wrong or expired token shows published content only', async ({ page }) => {
      for (const query of [editorQuery('not-the-preview-token'), editorQuery(PREVIEW_TOKEN, 2 * 60 * 60)]) {
        const draft = await page.goto(`${shop.url}/${storefront}/editor/_default/summer-sale?${query}`, LOADED);
        expect(draft?.status()).toBe(404);
        await expect(page.getByText(DRAFT_HEADLINE, { exact: true })).toHaveCount(0);
        const home = await page.goto(`${shop.url}/${storefront}/editor/_default/home?${query}`, LOADED);
        expect(home?.status()).toBe(200);
        expect(home?.headers()['cache-control']).not.toContain('public');
        await expect(page.locator('[data-visual-editor="published"]')).toBeVisible();
        await page.waitForLoadState('load');
        expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
      }
    });

    test('axe finds no violation on the editor route nor on the sandbox editor', async ({ browser }) => {
      // axe is injected as a script the page's CSP would refuse.
      const context = await browser.newContext({ bypassCSP: true, viewport });
      const page = await context.newPage();
      await page.goto(`${shop.url}/${storefront}/editor/_default/summer-sale?${editorQuery()}`);
      await page.waitForFunction(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge === 'function');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${contentOrigin()}/editor?story=_default/summer-sale&storefront=${storefront}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    test('the sandbox editor edits a text field and the framed page follows live, without a reload', async ({ page }) => {
      await page.goto(`${contentOrigin()}/editor?story=_default/summer-sale&storefront=${storefront}`, LOADED);
      await expect(page.getByRole('status')).toHaveText(/Bridge loaded/);
      const frame = page.frameLocator('iframe[title="Page preview"]');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
      const framed = page.frames().find((f) => f.url().includes('/editor/_default/summer-sale'));
      await framed?.evaluate(() => {
        (window as { __notReloaded?: boolean }).__notReloaded = true;
      });
      await page.getByLabel('hero 1: title').fill('Live edited headline');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Live edited headline');
      expect(await framed?.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
      // "Save": the page reads its data again from the server, the draft as saved.
      await page.getByRole('button', { name: 'Save (change)' }).click();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
      expect(await framed?.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    });
  });
}
