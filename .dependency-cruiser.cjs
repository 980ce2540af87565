/** Dependency rules of the design card (README "Folders"); `npm run deps` fails on any violation. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core imports nothing from the other packages (its tests may use test-fixtures)',
      severity: 'error',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$' },
      to: { path: '^(adapters|ui|server|test-fixtures)/' },
    },
    {
      name: 'core-no-node',
      comment: 'core runs anywhere: no node: modules or Node built-ins',
      severity: 'error',
      from: { path: '^core/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-no-frameworks',
      comment: 'core knows no React, no HTTP client, no DI container',
      severity: 'error',
      from: { path: '^core/src' },
      to: { path: 'node_modules/(react|react-dom|react-router|inversify|reflect-metadata|ky|storyblok-js-client|libsql)/' },
    },
    {
      name: 'core-only-its-peers',
      comment: 'core depends on zod, neverthrow and xstate only (its peer dependencies)',
      severity: 'error',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(zod|neverthrow|xstate)/',
      },
    },
    {
      name: 'ui-no-http-or-server',
      comment: 'ui talks to ports; only the browser composition root may bind HTTP adapters',
      severity: 'error',
      from: { path: '^ui/src', pathNot: '^ui/src/composition-root\\.ts$' },
      to: { path: '^(adapters|server)/|node_modules/(ky|storyblok-js-client|libsql)/' },
    },
    {
      name: 'ui-no-server',
      severity: 'error',
      from: { path: '^ui/src' },
      to: { path: '^server/' },
    },
    {
      name: 'server-no-ui-internals',
      comment: 'the server renders the built app and wires ports; what it shares with the ui (ShopServices, PublicConfig) lives in core',
      severity: 'error',
      from: { path: '^server/src' },
      to: { path: '^ui/' },
    },
    {
      name: 'adapters-only-core-and-http',
      comment: 'adapters import core and their HTTP libraries only',
      severity: 'error',
      from: { path: '^adapters/src', pathNot: '\\.test\\.ts$' },
      to: { path: '^(ui|server|test-fixtures)/' },
    },
    {
      name: 'no-test-fixtures-in-production',
      comment: 'tests and their helpers (`*-fixtures.ts[x]`, which knip also keeps out of production) may use test-fixtures',
      severity: 'error',
      from: { path: '^(core|adapters|ui|server)/src', pathNot: '\\.(test|spec)\\.tsx?$|\\.bench\\.ts$|-fixtures\\.tsx?$' },
      to: { path: '^test-fixtures/' },
    },
    {
      name: 'no-test-fixtures-in-the-sandbox',
      comment: 'the sandbox runs as its own process: only its tests and their helpers (`testing/`) use test-fixtures',
      severity: 'error',
      from: { path: '^sandbox/src', pathNot: '\\.test\\.ts$|/testing/' },
      to: { path: '^test-fixtures/' },
    },
    {
      name: 'no-sandbox-in-the-shop',
      comment:
        "the shop knows its services by URL and secret only, so a shop on real services loads no sandbox code; the adapters' tests run against the sandbox services",
      severity: 'error',
      from: { path: '^(core|adapters|ui|server)/src', pathNot: '^adapters/src/.*\\.test\\.ts$' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'sandbox-is-a-backend',
      comment:
        "the sandbox imitates the services the adapters talk to: it may seed itself from core's markets and catalogue, as a real backend is configured with the same markets, but never uses the shop's ports, adapters, ui or server",
      severity: 'error',
      from: { path: '^sandbox/src' },
      to: { path: '^(adapters|ui|server)/|^core/src/ports/' },
    },
    {
      name: 'sandbox-speaks-its-own-wire',
      comment:
        "the services answer in their own wire schemas (content.wire.ts, commerce/wire.schema.ts, …), not the shop's, so the contract suites are what ties the two sides; the sandbox's tests may check its answers with the shop's schemas",
      severity: 'error',
      from: { path: '^sandbox/src', pathNot: '\\.test\\.ts$|/testing/' },
      to: { path: '^core/src/(content|cart|checkout|payments|ports)/|^core/src/(errors|index)\\.ts$' },
    },
    {
      name: 'not-unresolvable',
      comment: 'an import that cannot be resolved may hide a forbidden dependency',
      severity: 'error',
      from: {},
      // React Router's generated route types (./+types/…) live in .react-router/ and resolve through rootDirs; Vite's
      // plugins make the `virtual:` modules (the shell's program: scripts/shell-program-module.ts).
      to: { couldNotResolve: true, pathNot: '/\\+types/|^virtual:' },
    },
    {
      name: 'no-circular',
      comment: 'no two files need each other, not even for a type: a circle ties files that cannot be read, moved or tested apart',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|\\.react-router)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
