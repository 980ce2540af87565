// The second half of `npm run build` (after `react-router build`): production runs plain JavaScript.
// 1. Precompresses the client build: a .br and a .gz beside every compressible file, served by the server's static
//    middleware to browsers that accept them (no compression work per request).
// 2. Bundles the server (server/src/main.ts) into server/dist/main.js and the sandbox process (sandbox/src/main.ts) into
//    sandbox/dist/main.js with esbuild, the two apart: the server bundle holds no sandbox code. The workspace
//    packages are TypeScript resolved through the `source` condition, so they are compiled into the bundles; npm packages
//    stay external and load from node_modules as they are.
// 3. Points the server at React Router's production build. The package's exports name only its development build, in
//    every environment (remix-run/react-router#14102), which keeps its development warnings on in production. The server
//    bundle and the React Router server build (build/server/**) both import dist/production by path, so they share one
//    copy; @react-router/node, which imports react-router itself, is compiled once against it
//    (build/server/assets/react-router-node.js) for the same reason.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest|html)$/;

function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * npm packages (anything imported by a bare name outside the @sockshop workspaces and `bundled`) load from node_modules
 * at run time; react-router from its production build, by a path relative to the output file.
 */
const npmPackagesExternal = (outfile, bundled = []) => ({
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sockshop/') || bundled.includes(args.path)) return undefined;
      if (args.path === 'react-router') return { path: importPath(outfile, reactRouterProduction), external: true };
      return { path: args.path, external: true };
    });
  },
});

/** Files of a directory tree whose names match, depth first. */
function filesIn(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** A path import from `outfile`'s directory to `target`. */
function importPath(outfile, target) {
  const path = relative(dirname(outfile), target).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Each file of the React Router server build, rewritten in place: its chunks stay apart (relative imports untouched),
 * react-router comes from its production build, and @react-router/node from one copy compiled against that build.
 */
async function serverBuildOnProductionRouter() {
  const serverDir = join(root, 'build/server');
  const chunks = filesIn(serverDir, /\.js$/);
  const nodeAdapter = join(serverDir, 'assets/react-router-node.js');
  await build({
    stdin: { contents: "export * from '@react-router/node';", resolveDir: root, loader: 'js' },
    outfile: nodeAdapter,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Its ES module build (the package's `node` export names CommonJS first).
    conditions: ['module-sync'],
    plugins: [npmPackagesExternal(nodeAdapter, ['@react-router/node'])],
    logLevel: 'warning',
  });
  for (const file of chunks) {
    await build({
      entryPoints: [file],
      outfile: file,
      allowOverwrite: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [
        {
          name: 'server-build-imports',
          setup(esbuild) {
            esbuild.onResolve({ filter: /^\./ }, (args) => (args.importer === file ? { path: args.path, external: true } : undefined));
            esbuild.onResolve({ filter: /^@react-router\/node$/ }, () => ({ path: importPath(file, nodeAdapter), external: true }));
          },
        },
        npmPackagesExternal(file),
      ],
      logLevel: 'warning',
    });
  }
}

const files = precompress(join(root, 'build/client'));
await serverBuildOnProductionRouter();
// The sandbox's picture renderer runs in a child process of its own, forked from sandbox/dist/render-child.js.
for (const [pkg, entry, output] of [
  ['server', 'src/main.ts', 'dist/main.js'],
  ['sandbox', 'src/main.ts', 'dist/main.js'],
  ['sandbox', 'src/media/render-child.ts', 'dist/render-child.js'],
]) {
  const outfile = join(root, pkg, output);
  await build({
    entryPoints: [join(root, pkg, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    sourcemap: true,
    // Keeps error stacks readable in the logs without a source map loader.
    keepNames: true,
    plugins: [npmPackagesExternal(outfile)],
    logLevel: 'warning',
  });
}
console.log(
  `precompressed ${files} client files; server bundled to server/dist/main.js, sandbox to sandbox/dist/main.js (its picture renderer to sandbox/dist/render-child.js); React Router's production build`,
);
