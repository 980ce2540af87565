// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withEdits } from '../lib/page-edits.server';
import { hydrateAfterLcpEdits, LCP_WAIT_MS } from './hydrate-after-lcp.server';

/** The page with the bootstrap's edits made, or null when it has none. */
function hydrateAfterLcp(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> | null {
  const edits = hydrateAfterLcpEdits(html);
  return edits && withEdits(html, edits);
}

// The page's LCP picture is shown before any script of the shop is fetched or run. The page below has the
// shape React Router 7.18's `<Scripts />` writes (preload hints, then the bootstrap module), its manifest shortened;
// app tests render the real thing (server/src/pages/page-serving.app.test.ts), browser tests run it.
const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/></head><body>',
  '<main><img src="/hero.svg" fetchpriority="high" alt="Hero"/></main>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/><link rel="modulepreload" href="/assets/slugs-c.js"/>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-b.js";',
  'import * as route1 from "/assets/slugs-c.js";',
  `  window.__reactRouterManifest = ${JSON.stringify({ entry: { module: '/assets/entry.client-a.js' }, note: 'costs $& and $1' }, null, 2)};`,
  '  window.__reactRouterRouteModules = {"root":route0,"storefront-slugs":route1};',
  '',
  'import("/assets/entry.client-a.js");</script></body></html>',
].join('\n');

function bootstrapOf(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describe('hydrateAfterLcpEdits', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('fetches the hinted modules and imports the same route modules, in order, only after the wait', () => {
    const html = hydrateAfterLcp(Buffer.from(page))?.toString() ?? '';
    expect(html).not.toContain('<link rel="modulepreload"');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap).not.toMatch(/import \* as/);
    // Written on one line per part: the page carries no indents.
    expect(bootstrap).not.toMatch(/\n /);
    const wait = bootstrap.indexOf('img[fetchpriority="high"]');
    const imports = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-b.js"), import("/assets/slugs-c.js")]);',
    );
    // The hints come back from the bootstrap itself, after the wait: under 'strict-dynamic' only a script may add them.
    const preloads = bootstrap.indexOf(
      '["/assets/manifest-1.js","/assets/entry.client-a.js","/assets/root-b.js","/assets/slugs-c.js"].map((href) =>',
    );
    const modules = bootstrap.indexOf('window.__reactRouterRouteModules = {"root":route0,"storefront-slugs":route1};');
    const entry = bootstrap.indexOf('import("/assets/entry.client-a.js");');
    expect(wait).toBeGreaterThan(-1);
    expect([wait < preloads, preloads < imports, imports < modules, modules < entry]).toEqual([true, true, true, true]);
    // The rest of the page is as rendered, `$` sequences in the bootstrap included; the manifest without its indents.
    expect(bootstrap).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"},"note":"costs $& and $1"};',
    );
    expect(html).toContain('<main><img src="/hero.svg" fetchpriority="high" alt="Hero"/></main>');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
  });

  it('runs the page’s own data statements first, before the wait and any import', () => {
    const edits = hydrateAfterLcpEdits(Buffer.from(page), 'window.__pageData={"a":1};');
    const bootstrap = bootstrapOf((edits && withEdits(Buffer.from(page), edits))?.toString() ?? '');
    expect(bootstrap.startsWith('window.__pageData={"a":1};await new Promise(')).toBe(true);
    expect(bootstrapOf(hydrateAfterLcp(Buffer.from(page))?.toString() ?? '').startsWith('await new Promise(')).toBe(true);
  });

  it("leaves a page alone when it has no bootstrap of React Router's shape", () => {
    expect(hydrateAfterLcp(Buffer.from('<html><body><p>no scripts</p></body></html>'))).toBeNull();
    expect(hydrateAfterLcp(Buffer.from('<script type="module" async="">import("/assets/x.js");</script>'))).toBeNull();
  });

  it('puts the page’s own data first in a bootstrap of another shape, and changes nothing else', () => {
    const other = Buffer.from('<p>a</p><script type="module" async="">import("/assets/x.js");</script>');
    const edits = hydrateAfterLcpEdits(other, 'window.__pageData=1;');
    expect(edits && withEdits(other, edits).toString()).toBe(
      '<p>a</p><script type="module" async="">window.__pageData=1;import("/assets/x.js");</script>',
    );
  });

  it('waits until the LCP picture has loaded and painted, or failed, or the bound has passed', async () => {
    const wait = bootstrapOf(hydrateAfterLcp(Buffer.from(page))?.toString() ?? '').split('\nawait Promise.all(')[0] ?? '';
    const run = () => new (Object.getPrototypeOf(async () => {}).constructor)(wait)() as Promise<void>;

    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const pictures = (html: string) => {
      document.body.innerHTML = html;
      const images = [...document.querySelectorAll('img')];
      // Not loaded yet (an <img> with no source counts as complete).
      for (const img of images) Object.defineProperty(img, 'complete', { value: false });
      return images;
    };
    const [first, second] = pictures('<img fetchpriority="high" alt=""><img fetchpriority="high" alt=""><img alt="">');
    let done = false;
    const waiting = run().then(() => {
      done = true;
    });
    first?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    second?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    await waiting;
    expect(done).toBe(true);

    pictures('<img fetchpriority="high" alt="">');
    let bounded = false;
    const stuck = run().then(() => {
      bounded = true;
    });
    await vi.advanceTimersByTimeAsync(LCP_WAIT_MS - 1);
    expect(bounded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stuck;
    expect(bounded).toBe(true);
  });
});
