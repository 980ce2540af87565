#!/usr/bin/env node
// `npm test`: every check the project has, in order, each step's output shown, a summary at the end.
// Steps: typecheck, lint and format, dependency rules, unused code (knip), production build, JavaScript size budgets,
// unit/property/contract/integration tests
// (with core coverage), browser tests. A failing step fails the run; later steps still run so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
for (const stale of ['.tmp/vitest.json', '.tmp/playwright.json']) rmSync(stale, { force: true });
const steps = [
  ['typecheck', 'npx react-router typegen && npx tsc -p core/tsconfig.json && npx tsc -p tsconfig.json'],
  ['lint', 'npx biome ci --colors=off .'],
  ['dependency rules', 'npx depcruise core adapters ui server sandbox test-fixtures --config .dependency-cruiser.cjs'],
  // Unused files, exports and dependencies (knip.config.ts): once with tests as callers, once without them, so an export
  // only tests use fails too. Route modules import the types `react-router typegen` generates (typecheck step).
  ['knip', 'npx knip --no-progress'],
  ['knip production', 'npx knip --production --no-progress'],
  // The build comes before Vitest: the integration tests of the server render the built app.
  ['build', 'npm run build'],
  // Issue 12: at most 125 KiB gzip of JavaScript per page type (home, category, product, search, cart), the files read from
  // the build's route manifest (.size-limit.mjs, scripts/first-load-js.mjs). Fails the run when a page type is over.
  ['budgets', 'npx size-limit'],
  ['vitest', 'npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json'],
  ['browser', 'node scripts/ensure-chromium.mjs && NODE_OPTIONS=--conditions=source npx playwright test'],
];

const results = [];
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson('.tmp/vitest.json');
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson('.tmp/playwright.json');
if (playwright?.stats) {
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
  counts.skipped += playwright.stats.skipped ?? 0;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(18)} ${r.seconds.toFixed(1)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0) counts.failed = Math.max(counts.failed, failedSteps);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
