import type { KnipConfig } from 'knip';

// `npm test` runs knip twice: the default run finds unused files and dependencies with tests counted as callers,
// `knip --strict` leaves tests out, so an export that only tests use shows up as unused, and holds each workspace to its
// own package.json: an import counts only when that workspace lists it (not the root, not a hoisted sibling), and a
// package used only in types belongs in devDependencies. `--strict` runs in production mode.
const production = process.argv.includes('--production') || process.argv.includes('--strict');

// Production patterns end in `!`; tests and the helpers only tests use are left out of the production run.
const notProduction = ['!src/**/*.test.{ts,tsx}!'];

const config: KnipConfig = {
  // An export its own file uses is live code; it stays exported so its tests can pin it down directly.
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // Benchmarks pin processes to cores when taskset is there; ensure-chromium installs Debian's Chromium.
    'taskset',
    'apt-get',
    // Benchmarks serialise their builds with other builds of the same tree.
    'flock',
    // The cluster's tests and benchmark compile VCL with Debian's varnishd and load it with wrk.
    'varnishd',
    'wrk',
    // The valid-HTML tests run the Nu checker's jar on the system's Java (scripts/ensure-java.mjs installs it).
    'java',
  ],
  ignoreIssues: {
    // Spec rules written ahead of their callers: each line goes when its feature is wired.
    'core/src/analytics/gtm.ts': ['exports', 'types'], // wired by the breadth issue: analytics events (tag-manager id)
    'core/src/catalog/recommendations.schema.ts': ['exports', 'types'], // wired by the breadth issue: recommendations
    'core/src/interaction/search-input.machine.ts': ['exports', 'types'], // wired by the breadth issue: search suggestions input
    // wired by the breadth issue: segments, popups, segmented upsells, checkout banner, size guides, facets, free-shipping
    // settings from the content; the speech bubble's schema is wired (chrome)
    'core/src/content/shared.schema.ts': ['exports', 'types'],
  },
  workspaces: {
    '.': {
      entry: ['scripts/*.{mjs,ts}', 'tests/e2e/components/chrome-harness.tsx'],
      project: ['scripts/*.{mjs,ts}', 'tests/**/*.{ts,tsx}', '*.ts'],
      // knip's React Router plugin looks for the server entry beside the root's config, finds none, and assumes React
      // Router's default one, which needs isbot and @react-router/node at run time. ui/src/entry.server.tsx renders every
      // page whole (the CSP hashes it) and asks no user agent; @react-router/node is a build tool of the root
      // (scripts/build-server.mjs compiles it into the server bundle), so a devDependency (`!`: in production runs only).
      ignoreDependencies: ['isbot', '@react-router/node!'],
    },
    // The benchmarks and the icon-set copy script: a package of their own, installed by `npm run bench`, not a workspace
    // of package.json (so the shop's `npm ci` leaves its packages out).
    'scripts/bench': {
      entry: ['*.bench.ts', '*.mjs', 'http-libraries/*.ts'],
      project: ['**/*.{mjs,ts}'],
      // The icon sets are read from node_modules by path (copy-icon-sets.mjs), not imported.
      ignoreDependencies: ['flag-icons', 'lucide-static', 'simple-icons'],
    },
    core: {
      // core is a published package: an export of its entry files that nothing in the shop calls is dead too.
      includeEntryExports: true,
      project: ['src/**/*.ts!', ...notProduction],
    },
    adapters: {
      project: ['src/**/*.ts!', ...notProduction, '!src/commerce/token-store.memory.ts!'],
    },
    ui: {
      // The app's routes come from ../react-router.config.ts (appDirectory ui/src) through the React Router plugin.
      'react-router': { config: ['../react-router.config.ts'] },
      // The shell's inline program: esbuild bundles it when the app is built (scripts/shell-program-module.ts).
      entry: ['src/shell-script/shell-program.ts!'],
      project: [
        'src/**/*.{ts,tsx}!',
        ...notProduction,
        '!src/**/*-fixtures.{ts,tsx}!',
        '!src/components/rich-text/{markup-audit,xss-corpus}.ts!',
        '!src/test-setup.ts!',
      ],
    },
    server: {
      project: ['src/**/*.ts!', ...notProduction],
    },
    sandbox: {
      // The sandbox process (scripts/start.mjs runs it), the commerce service run alone by its crash tests, and the
      // picture renderer's child process (forked by media/render-process.ts).
      entry: ['src/main.ts!', 'src/**/run.ts!', 'src/media/render-child.ts!'],
      // `testing/` holds helpers of the sandbox's own tests.
      project: ['src/**/*.ts!', ...notProduction, '!src/**/testing/**!'],
    },
    // test-fixtures is test code through and through: nothing in it ships, and everything in it is some test's helper.
    // The production runs take every file as an entry, so its exports are not checked there (tests, their only callers,
    // are left out) but its imports are: each must be in its `dependencies`, since other workspaces' tests load it.
    'test-fixtures': production ? { entry: ['src/**/*.ts!'], project: ['src/**/*.ts!'] } : { project: ['src/**/*.ts'] },
  },
};

export default config;
