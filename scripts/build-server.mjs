// The second half of `npm run build` (after `react-router build`): production runs plain JavaScript.
// 1. Precompresses the client build: a .br and a .gz beside every compressible file, served by the server's static
//    middleware to browsers that accept them (no compression work per request).
// 2. Bundles the server (server/src/main.ts) into server/dist/main.js and the sandbox process (sandbox/src/main.ts) into
//    sandbox/dist/main.js with esbuild, the two apart: the server bundle holds no sandbox code (DECISIONS 16). The workspace
//    packages are TypeScript resolved through the `source` condition, so they are compiled into the bundles; npm packages
//    stay external and load from node_modules as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** npm packages (anything imported by a bare name outside the @sockshop workspaces) load from node_modules at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sockshop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const files = precompress(join(root, 'build/client'));
for (const pkg of ['server', 'sandbox']) {
  await build({
    entryPoints: [join(root, pkg, 'src/main.ts')],
    outfile: join(root, pkg, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    sourcemap: true,
    // Keeps error stacks readable in the logs without a source map loader.
    keepNames: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}
console.log(`precompressed ${files} client files; server bundled to server/dist/main.js, sandbox to sandbox/dist/main.js`);
