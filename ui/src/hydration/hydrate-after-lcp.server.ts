import type { PageEdit } from '../lib/page-edits.server';

/**
 * How a page boots: the browser shows the page's largest picture before it fetches or runs any of the shop's JavaScript.
 *
 * React Router's bootstrap (its `<Scripts />`) is one inline module that statically imports the matched routes'
 * modules, beside `<link rel="modulepreload">` hints for every chunk. On a phone's connection those 120 KB of scripts
 * share the line with the LCP picture, and parsing and running them holds the first paint back (Lighthouse counted up to
 * 2.4 s of LCP "render delay" on the category page). Rewritten here, after the render and before the server hashes the
 * page's inline scripts into its CSP, the bootstrap first waits until every LCP picture (the `fetchpriority="high"`
 * images, the ones `<Picture loading="priority">` preloads) has loaded or failed and has been painted, at most
 * `LCP_WAIT_MS`; then it imports the same modules in parallel, and hydration runs as before. Nothing on the page needs
 * JavaScript to be seen: links and forms work before hydration, as they do with JavaScript off.
 */

/**
 * Source written readably here, sent on one line: every page carries it. Each of its lines ends a statement or opens or
 * closes a block, so the line breaks and indents carry no meaning.
 */
function oneLine(source: string): string {
  return source.replace(/\n\s*/g, '');
}

/** The longest hydration waits for the LCP picture: a picture slower than a "good" LCP does not keep the page inert. */
export const LCP_WAIT_MS = 2500;

/**
 * The wait, as the bootstrap runs it (a module: top-level `await`): one settle per pending picture and one for the script
 * itself; after the last, the picture must have been painted, or the scripts' work would land before the paint it was
 * meant to follow. Painted is whichever comes first: the largest paint names one of the pictures (a paused test clock runs
 * no frames), or an animation frame and a task have run. A background tab runs neither, so the bound ends its wait.
 */
const WAIT_FOR_LCP = oneLine(`await new Promise((resolve) => {
  const pictures = Array.from(document.querySelectorAll('img[fetchpriority="high"]'));
  const pending = pictures.filter((img) => !img.complete);
  let left = pending.length + 1;
  const settle = () => {
    if (--left > 0) return;
    requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => pictures.includes(entry.element))) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  for (const img of pending) {
    img.addEventListener('load', settle, { once: true });
    img.addEventListener('error', settle, { once: true });
  }
  settle();
  setTimeout(resolve, ${LCP_WAIT_MS});
});`);

/**
 * The modules fetched first as the hints did, now added by the bootstrap: under the CSP's 'strict-dynamic' only what a
 * trusted script inserts may load, and an `import()` of a module already fetched is served from the module map.
 */
const PRELOAD_ONE = oneLine(`(href) => new Promise((resolve) => {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  link.onload = link.onerror = resolve;
  document.head.append(link);
})`);

function preload(hrefs: string[]): string {
  return `await Promise.all(${JSON.stringify(hrefs)}.map(${PRELOAD_ONE}));`;
}

const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;

/** React Router writes the manifest indented (JSON.stringify with two spaces): a third of its bytes are whitespace. */
const INDENTED_MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});(?=\s*window\.__reactRouterRouteModules)/;

function compactManifest(source: string): string {
  return source.replace(INDENTED_MANIFEST, (whole, assignment: string, manifest: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(manifest))};`;
    } catch {
      // Not the plain JSON it has always been: kept as written.
      return whole;
    }
  });
}

const BOOTSTRAP_START = '<script type="module" async="">';
const BOOTSTRAP_END = '</script>';
const HINT_START = '<link rel="modulepreload" href="';
const HINT_END = '"/>';
/** What a dropped hint is replaced with. */
const NOTHING = Buffer.alloc(0);

/**
 * The edits that rewrite the page's bootstrap (see above) and drop its hints. `pageData`: statements the bootstrap runs
 * first, which set what the page hands its scripts besides React Router's data (the storefront's chrome,
 * lib/layout-chrome.ts). A bootstrap not of the shape React Router writes (an upgrade changed it;
 * `hydrate-after-lcp.server.test.ts` fails first) is kept as rendered, with only `pageData` put first; null when there
 * is nothing to change. The hints (React puts them in the head) and the bootstrap are found in the page's bytes; only
 * the bootstrap is decoded and written again: decoding and encoding a whole 160 KB page would cost a millisecond of the
 * render.
 */
export function hydrateAfterLcpEdits(page: Buffer, pageData = ''): PageEdit[] | null {
  const bootstrapAt = page.indexOf(BOOTSTRAP_START);
  const bootstrapEnd = bootstrapAt < 0 ? -1 : page.indexOf(BOOTSTRAP_END, bootstrapAt) + BOOTSTRAP_END.length;
  if (bootstrapEnd < BOOTSTRAP_END.length) return null;
  const hints: { at: number; end: number; href: string }[] = [];
  for (let at = page.indexOf(HINT_START); at >= 0 && at < bootstrapAt; at = page.indexOf(HINT_START, at + 1)) {
    const end = page.indexOf(HINT_END, at + HINT_START.length);
    if (end < 0) break;
    hints.push({ at, end: end + HINT_END.length, href: page.subarray(at + HINT_START.length, end).toString('utf8') });
  }
  const bootstrap = rewriteBootstrap(
    page.subarray(bootstrapAt + BOOTSTRAP_START.length, bootstrapEnd - BOOTSTRAP_END.length).toString('utf8'),
    [...new Set(hints.map((hint) => hint.href))],
    pageData,
  );
  if (bootstrap === null) {
    const codeAt = bootstrapAt + BOOTSTRAP_START.length;
    return pageData ? [{ start: codeAt, end: codeAt, bytes: Buffer.from(pageData) }] : null;
  }
  return [
    ...hints.map((hint) => ({ start: hint.at, end: hint.end, bytes: NOTHING })),
    { start: bootstrapAt, end: bootstrapEnd, bytes: Buffer.from(bootstrap) },
  ];
}

/** React Router's bootstrap module, its static imports turned into imports after the wait and the hints. */
function rewriteBootstrap(source: string, preloads: string[], pageData: string): string | null {
  const key = `${preloads.join(' ')}\n${source}`;
  let code = rewritten.get(key);
  if (code === undefined) {
    code = bootstrapCode(source, preloads);
    if (rewritten.size >= REWRITTEN_KEPT) rewritten.clear();
    rewritten.set(key, code);
  }
  return code === null ? null : `${BOOTSTRAP_START}${pageData}${code}${BOOTSTRAP_END}`;
}

/**
 * Rewritten bootstraps by their source and hints. React Router writes the same bootstrap for the same matched routes
 * (their modules and the build's manifest of them), so there are about as many as routes; the bound is for a development
 * server, whose every rebuild brings new ones.
 */
const rewritten = new Map<string, string | null>();
const REWRITTEN_KEPT = 64;

/** The bootstrap's code after the page's data: the wait, the hints, the route imports and React Router's statements. */
function bootstrapCode(source: string, preloads: string[]): string | null {
  const routes = [...source.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (routes.length === 0 || !source.includes('window.__reactRouterRouteModules')) return null;
  // Its lines as they were, without their indents.
  const rest = compactManifest(source.replace(ROUTE_IMPORT, '').replace(/^;\s*/, '')).replace(/\n\s+/g, '\n');
  const imports = `const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
    .map((route) => `import(${route.url})`)
    .join(', ')}]);`;
  // The client entry hydrates when told (ui/src/entry.client.tsx): the parallel imports evaluate it before this line.
  return `${WAIT_FOR_LCP}\n${preload(preloads)}\n${imports}\n${rest}\nwindow.__hydrate?.();`;
}
