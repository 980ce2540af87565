/**
 * How a page boots: the browser shows the page's largest picture before it fetches or runs any of the shop's JavaScript.
 *
 * React Router's bootstrap (its `<Scripts />`) is one inline module that statically imports the matched routes'
 * modules, beside `<link rel="modulepreload">` hints for every chunk. On a phone's connection those 120 KB of scripts
 * share the line with the LCP picture, and parsing and running them holds the first paint back (Lighthouse counted up to
 * 2.4 s of LCP "render delay" on the category page). Rewritten here, after the render and before the server hashes the
 * page's inline scripts into its CSP, the bootstrap first waits until every LCP picture (the `fetchpriority="high"`
 * images, the ones `<Picture loading="priority">` preloads) has loaded or failed and a frame has been painted, at most
 * `LCP_WAIT_MS`; then it imports the same modules in parallel, and hydration runs as before. Nothing on the page needs
 * JavaScript to be seen: links and forms work before hydration, as they do with JavaScript off.
 */

/** The longest hydration waits for the LCP picture: a picture slower than a "good" LCP does not keep the page inert. */
export const LCP_WAIT_MS = 2500;

/**
 * The wait, as the bootstrap runs it (a module: top-level `await`). One settle per pending picture and one for the
 * script itself; after the last, one animation frame and a task, so the frame with the picture has been painted.
 */
const WAIT_FOR_LCP = `await new Promise((resolve) => {
  const pending = Array.from(document.querySelectorAll('img[fetchpriority="high"]')).filter((img) => !img.complete);
  let left = pending.length + 1;
  const settle = () => { if (--left === 0) requestAnimationFrame(() => setTimeout(resolve)); };
  for (const img of pending) {
    img.addEventListener('load', settle, { once: true });
    img.addEventListener('error', settle, { once: true });
  }
  settle();
  setTimeout(resolve, ${LCP_WAIT_MS});
});`;

/**
 * The modules fetched first as the hints did, now added by the bootstrap: under the CSP's 'strict-dynamic' only what a
 * trusted script inserts may load, and an `import()` of a module already fetched is served from the module map.
 */
function preload(hrefs: string[]): string {
  return `await Promise.all(${JSON.stringify(hrefs)}.map((href) => new Promise((resolve) => {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  link.onload = link.onerror = resolve;
  document.head.append(link);
})));`;
}

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;

/**
 * The page with its bootstrap rewritten (see above), or null when the page has no bootstrap of the shape React Router
 * writes (an upgrade changed it: the caller keeps the page as rendered; `hydrate-after-lcp.server.test.ts` fails first).
 */
export function hydrateAfterLcp(html: string): string | null {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap?.[1]) return null;
  const source = bootstrap[1];
  const routes = [...source.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (routes.length === 0 || !source.includes('window.__reactRouterRouteModules')) return null;
  const rest = source.replace(ROUTE_IMPORT, '').replace(/^;\s*/, '');
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? ''))];
  const imports = `${preload(preloads)}\nconst [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
    .map((route) => `import(${route.url})`)
    .join(', ')}]);`;
  const rewritten = `<script type="module" async="">${WAIT_FOR_LCP}\n${imports}\n${rest}</script>`;
  // A function replacer: the bootstrap's text may hold `$` sequences a replacement string would expand.
  return html.replace(MODULE_PRELOAD, '').replace(BOOTSTRAP, () => rewritten);
}
