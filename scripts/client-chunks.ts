// How the browser build groups modules into chunks (the product's first-load budget; vite.config.ts applies it).
//
// Left to itself Rollup gives every set of modules that the same entries load its own chunk: every storefront page
// loaded ~24 small chunks of the shop's own code, which gzip ~4 KiB larger apart than as one file (files share no gzip
// dictionary). So here: React, React DOM and React Router go into one `framework` chunk (with the client entry); what the
// root and layout routes run, and what most budgeted page types run, into one `shell` chunk; what some of the budgeted
// page types run into one chunk per set of page types (`home-category`, `product-cart`…); everything else by the entries
// (routes, dynamic imports) that run it, as Rollup itself would.
//
// A manual chunk takes in every module its members import, used or not (Rollup's `addStaticDependenciesToManualChunk`),
// and the shop imports through barrels (`@sockshop/core/cart` re-exports schemas that need zod, machines that need
// xstate): grouping by plain imports would pull lazy code into the first load. So what an entry "runs" is followed name by
// name through re-exports, over the modules tree shaking kept, and every module gets a chunk.
import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;
type ModuleInfo = Rollup.ModuleInfo;

/** Route modules every storefront page loads. */
const SHELL_ROUTES = ['/ui/src/root.tsx', '/ui/src/routes/storefront-layout.tsx'];
/** The route modules of each budgeted page type (scripts/first-load-js.mjs): what all of them use joins the shell too. */
const PAGE_ROUTES: Record<string, string[]> = {
  home: ['/ui/src/routes/home.tsx'],
  category: ['/ui/src/routes/slugs.tsx'],
  product: ['/ui/src/routes/product.tsx'],
  search: ['/ui/src/routes/search.tsx'],
  cart: ['/ui/src/routes/checkout/layout.tsx', '/ui/src/routes/checkout/cart.tsx'],
};
/** The framework every page loads, with the browser entry (ui/src/entry.client.tsx). */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\/|\/ui\/src\/entry\.client\.tsx$/;

type Names = Set<string> | 'all';

interface SourceNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string; value?: string } }[];
}

/** A module's import and re-export specifiers in order, paired with the ids they resolve to (`importedIds` keeps that order). */
function resolvedSources(info: ModuleInfo): Map<string, string> {
  const body = ((info.ast as { body?: SourceNode[] } | null)?.body ?? []).filter((node) => typeof node.source?.value === 'string');
  const specifiers = [...new Set(body.map((node) => node.source?.value as string))];
  return new Map(specifiers.flatMap((specifier, index) => (info.importedIds[index] ? [[specifier, info.importedIds[index]]] : [])));
}

/** The shop's modules whose own code `roots` use, following each imported name through re-exports. */
function usedModules(roots: string[], meta: ManualChunkMeta): Set<string> {
  const used = new Set<string>();
  const visited = new Map<string, Set<string>>();
  const visit = (id: string, names: Names) => {
    if (id.includes('/node_modules/')) return;
    const info = meta.getModuleInfo(id);
    if (!info?.ast) return;
    const seen = visited.get(id) ?? new Set<string>();
    visited.set(id, seen);
    const wanted = names === 'all' ? ['*'] : [...names].filter((name) => !seen.has(name));
    if (names !== 'all' && wanted.length === 0 && used.has(id)) return;
    if (seen.has('*')) return;
    for (const name of wanted) seen.add(name);
    const sources = resolvedSources(info);
    const bindings = info.exportedBindings ?? {};
    const local = bindings['.'] ?? [];
    const wantsLocal = names === 'all' || wanted.some((name) => local.includes(name));
    const hasCode = ((info.ast as { body?: SourceNode[] }).body ?? []).some(
      (node) => node.type !== 'ExportAllDeclaration' && !(node.type === 'ExportNamedDeclaration' && node.source),
    );
    // A module tree shaking left out runs none of its imports (server-only code, a loader's helpers).
    if (wantsLocal && hasCode && info.isIncluded && !used.has(id)) {
      used.add(id);
      // Its own imports: each by the names it imports (a namespace or side-effect import by all / none).
      for (const node of (info.ast as { body?: SourceNode[] }).body ?? []) {
        if (node.type !== 'ImportDeclaration') continue;
        const target = sources.get(node.source?.value as string);
        if (!target) continue;
        const specs = node.specifiers ?? [];
        if (specs.some((spec) => spec.type === 'ImportNamespaceSpecifier')) visit(target, 'all');
        else visit(target, new Set(specs.map((spec) => (spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported)))));
      }
    }
    // Re-exports: only the requested names.
    for (const [specifier, exported] of Object.entries(bindings)) {
      if (specifier === '.') continue;
      const target = sources.get(specifier);
      if (!target) continue;
      if (names === 'all') {
        visit(target, 'all');
        continue;
      }
      const named = exported.filter((name) => name !== '*' && wanted.includes(name));
      // A renamed re-export (`export { a as b }`) is followed whole: the target knows the name by another.
      const targetExports = meta.getModuleInfo(target)?.exports ?? [];
      const renamed = named.some((name) => !targetExports.includes(name) && !targetExports.includes('*'));
      if (renamed) visit(target, 'all');
      else if (named.length > 0) visit(target, new Set(named));
      if (exported.includes('*')) {
        const rest = wanted.filter((name) => !local.includes(name) && name !== 'default');
        if (rest.length > 0) visit(target, new Set(rest));
      }
    }
  };
  for (const root of roots) visit(root, 'all');
  return used;
}

const nameOf = (node: { name?: string; value?: string } | undefined) => node?.name ?? node?.value ?? '*';

/** Every module reachable from `roots` by plain imports (what a manual chunk of `roots` would take in). */
function importClosure(roots: Iterable<string>, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const chunkName = (id: string) =>
  (id.split('?')[0] ?? id)
    .replace(/^.*\/(ui|core|adapters)\/src\//, '$1/')
    .replace(/^.*\/node_modules\//, '')
    .replace(/\.[^./]+$/, '')
    .replace(/[^\w-]+/g, '-');

/** What an entry runs: the shop's modules it uses, and the npm packages and helpers those import (whole, apart from the framework). */
function entryModules(entry: string, meta: ManualChunkMeta): Set<string> {
  const used = usedModules([entry], meta);
  const outside = [...used].flatMap((id) => (meta.getModuleInfo(id)?.importedIds ?? []).filter(isOutside));
  for (const id of importClosure(outside, meta)) if (isOutside(id) && !FRAMEWORK.test(id)) used.add(id);
  return used;
}

const isOutside = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');

/**
 * Rollup's `output.manualChunks` and `output.chunkFileNames` for the browser build (new ones per build: they keep the
 * assignment computed). A chunk named after its first module (`ui-components-chrome-CountrySwitcher`) is written under
 * its hash alone: every chunk that may load it names it in its imports and preload lists, and the long names cost each
 * page type 0.3–0.5 KiB gzip. The page types', the shell's and the framework's chunks keep their names.
 */
export function clientChunks(): {
  manualChunks: (id: string, meta: ManualChunkMeta) => string | undefined;
  chunkFileNames: (chunk: { name: string }) => string;
} {
  let assigned: Map<string, string> | undefined;
  const namedByModule = new Set<string>();
  return {
    manualChunks: (id, meta) => {
      if (FRAMEWORK.test(id)) return 'framework';
      assigned ??= assignChunks(meta, namedByModule);
      return assigned.get(id);
    },
    chunkFileNames: (chunk) => (namedByModule.has(chunk.name) ? 'assets/[hash].js' : 'assets/[name]-[hash].js'),
  };
}

/** Module id → chunk name, for every module of the build but the framework's. */
function assignChunks(meta: ManualChunkMeta, namedByModule: Set<string>): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const infoOf = (id: string) => meta.getModuleInfo(id);
  const routeEntries = (files: string[]) =>
    ids.filter((id) => infoOf(id)?.isEntry && files.some((file) => (id.split('?')[0] ?? '').endsWith(file)));
  const runs = (entries: string[]) => new Set(entries.flatMap((entry) => [...entryModules(entry, meta)]));
  const chunks = new Map<string, string>();
  const assign = (id: string, name: string) => {
    if (!chunks.has(id) && !FRAMEWORK.test(id) && (infoOf(id)?.isIncluded || infoOf(id)?.isEntry)) chunks.set(id, name);
  };
  // The shell: what the root and layout routes run, and what (nearly) every budgeted page type runs.
  const shell = runs(routeEntries(SHELL_ROUTES));
  const pages = Object.entries(PAGE_ROUTES).map(([pageType, files]) => ({ pageType, modules: runs(routeEntries(files)) }));
  // What most budgeted page types (three of five) run joins it too: the others load a little unused code, and these one
  // file fewer. Files of a few hundred bytes gzip badly apart: this took 0.5–0.8 KiB off every page type.
  const most = Math.ceil(pages.length / 2);
  for (const id of new Set(pages.flatMap((page) => [...page.modules])))
    if (pages.filter((page) => page.modules.has(id)).length >= most) shell.add(id);
  for (const id of shell) assign(id, 'shell');
  // Then what budgeted page types run, one chunk per set of page types that run it: fewer, larger files to load.
  for (const id of new Set(pages.flatMap((page) => [...page.modules]))) {
    assign(
      id,
      pages
        .filter((page) => page.modules.has(id))
        .map((page) => page.pageType)
        .join('-'),
    );
  }
  // A page type's (innermost) route module is its chunk: no separate file that only re-exports the route.
  for (const [pageType, files] of Object.entries(PAGE_ROUTES))
    for (const entry of routeEntries(files.slice(-1))) chunks.set(entry, pageType);
  // Everything else by the entries (routes, dynamic imports) that run it, as Rollup would, but by what they use.
  // (A route's entry module only re-exports the route file, so tree shaking counts it out.)
  const entries = ids.filter((id) => infoOf(id)?.isEntry || (infoOf(id)?.isIncluded && (infoOf(id)?.dynamicImporters.length ?? 0) > 0));
  const users = new Map<string, string[]>();
  for (const entry of entries) for (const id of entryModules(entry, meta)) users.set(id, [...(users.get(id) ?? []), entry]);
  const groups = new Map<string, string[]>();
  for (const [id, entriesOfId] of users) {
    if (chunks.has(id)) continue;
    const key = entriesOfId.sort().join('\n');
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const lazyNames = new Set<string>();
  for (const [key, members] of groups) {
    // A module loaded on its own (`import()`: the cart's session, the mini-cart drawer) is named by its file alone, for
    // the network panel and the tests that watch it load; the modules its group shares with others go by hash.
    const loadedOnItsOwn = members.includes(key) && (infoOf(key)?.dynamicImporters.length ?? 0) > 0;
    const fileName = chunkName(key.split('/').pop() ?? key);
    const name =
      loadedOnItsOwn && !lazyNames.has(fileName)
        ? fileName
        : chunkName(members.filter((id) => !isOutside(id)).sort()[0] ?? members.sort()[0] ?? 'chunk');
    if (loadedOnItsOwn) lazyNames.add(name);
    else namedByModule.add(name);
    for (const id of members) assign(id, name);
    // What only one route runs joins that route's module (no separate file that only re-exports it).
    if (infoOf(key)?.isEntry) chunks.set(key, name);
  }
  // Modules tree shaking left out (barrels, server-only code) go into one chunk without code: left to themselves they
  // would join the first manual chunk that imports them, which would then load what they import.
  for (const id of ids) if (!infoOf(id)?.isIncluded && !infoOf(id)?.isEntry && !FRAMEWORK.test(id)) chunks.set(id, 'unused');
  return chunks;
}
