import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { clientChunks } from './scripts/client-chunks';
import { shellProgramModule } from './scripts/shell-program-module';
import { testProjects } from './vitest.workspace';

const conditions = ['source', 'module', 'browser', 'development|production'];

/**
 * react-router 7 exports only its development build (remix-run/react-router#14102). The browser bundle takes the
 * production one, without the development warnings; the server gets the same in scripts/build-server.mjs, so this
 * touches the client environment only (two copies of the router on the server would not share their contexts).
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const PRODUCTION_ROUTER: Record<string, string> = {
  'react-router': join(reactRouterDist, 'index.mjs'),
  'react-router/dom': join(reactRouterDist, 'dom-export.mjs'),
};
const productionRouterInBrowser: Plugin = {
  name: 'react-router-production-in-browser',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return this.environment.name === 'client' ? (PRODUCTION_ROUTER[source] ?? null) : null;
  },
};

/**
 * The browser build against the product's first-load budget: its chunks grouped so each page type loads few files
 * (scripts/client-chunks.ts), minified by terser, whose two passes gzip ~3.5 % smaller than esbuild's minification (a third pass and
 * `pure_getters`, which drops property reads kept only for getters the shop and React do not have, take ~0.3 KiB more
 * off each page). The server build keeps Rollup's chunks and stays unminified.
 */
const browserBundle: Plugin = {
  name: 'browser-bundle',
  apply: 'build',
  configEnvironment(name) {
    if (name !== 'client') return undefined;
    return {
      build: {
        minify: 'terser',
        terserOptions: { module: true, ecma: 2020, compress: { passes: 3, pure_getters: true } },
        rollupOptions: { output: clientChunks() },
      },
    };
  },
  generateBundle(_options, bundle) {
    if (this.environment.name !== 'client') return;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'entry.client') continue;
      // Rollup has the entry, grouped into the framework chunk (scripts/client-chunks.ts), import its own chunk for its
      // side effects: a no-op in the browser, ~30 bytes of every page's first load.
      const selfImport = `import"./${chunk.fileName.split('/').pop()}";`;
      chunk.code = `${EAGER_COMPILE}\n${chunk.code.replace(selfImport, '')}`;
    }
  },
};

/**
 * V8's explicit compile hint (Chrome 136 on): every function of the file is compiled with it, on the background thread
 * that streams the file in, instead of on the main thread when first called. Given to the framework chunk only (React
 * DOM, React Router), whose functions hydration calls one after the other: without it, compiling them lazily made the
 * page's module evaluation its longest main-thread task after the first layout (docs/decisions.md "Hydration in short
 * tasks"). After minification, which would drop the comment; it must be the file's first line.
 */
const EAGER_COMPILE = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  // The React Router plugin builds the app; Vitest runs without it (the ui tests' project adds the shell's program).
  plugins: process.env.VITEST ? [] : [productionRouterInBrowser, browserBundle, shellProgramModule(), reactRouter()],
  publicDir: 'ui/public',
  resolve: { conditions },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] } },
  build: { target: 'es2022' },
  test: {
    projects: testProjects,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. These tests wait on servers,
    // child processes and disk far more than they compute, so twice the cores keeps the cores busy (the inner loop's
    // tests: 111 s with four workers on two cores, 224 s with one).
    maxWorkers: availableParallelism() * 2,
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts', 'core/src/**/index.ts', 'core/src/ports/**'],
      reporter: ['text-summary'],
      reportsDirectory: '.tmp/coverage',
      reportOnFailure: true,
      // Line coverage of core at least 95 %.
      thresholds: { lines: 95 },
    },
  },
});
