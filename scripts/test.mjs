#!/usr/bin/env node
// `npm test`: every check the project has, each step's output shown, a summary at the end.
// `npm run check` (`--check`): the inner loop, the steps that need neither a build nor a browser.
// A failing step fails the run; later steps still run so one run shows everything. Every run writes
// .tmp/test-timings.json (each step's seconds, the slowest tests with their files) and prints the slowest tests, so a
// slow test is seen the day it lands.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { slowestTests } from './test-timings.mjs';

const inner = process.argv.includes('--check');
const VITEST_JSON = (name) => `.tmp/vitest-${name}.json`;
const PLAYWRIGHT_JSON = '.tmp/playwright.json';
const SLOWEST = 15;

// Steps in a group run side by side, groups in order. Most steps leave a core idle much of the time (one-threaded
// checkers, tests waiting on servers they started), so the checks run beside each other and beside the build or the
// inner loop's tests; the budgets need the build, the coverage run the build (the app tests), the browser suite both.
const checks = [
  // Every tsconfig the project has: core's own (the published package's settings) and the rest.
  ['typecheck', 'npx tsc -p core/tsconfig.json && npx tsc -p tsconfig.json'],
  ['lint', 'npx biome ci --colors=off .'],
  ['dependency rules', 'npm run deps'],
  // Unused files, exports and dependencies (knip.config.ts): once with tests as callers, once without them (`--strict`:
  // production mode, and each workspace must list in its own package.json what its code imports), so an export only
  // tests use fails too, and so does an import that works only because npm hoisted a sibling's dependency.
  ['knip', 'npx knip --no-progress'],
  ['knip strict', 'npx knip --strict --no-progress'],
];
const groups = [
  // Route modules import the types React Router writes; the typecheck and knip read them.
  [['route types', 'npx react-router typegen']],
  ...(inner
    ? [[...checks, ['vitest', `npx vitest run --project core --project ui --project integration ${reporters('check')}`]]]
    : [
        // The valid-HTML app test runs the Nu checker on Java (installed with apt when missing: scripts/ensure-java.mjs).
        [...checks, ['build', 'npm run build'], ['java', 'node scripts/ensure-java.mjs']],
        // At most 125 KiB gzip of JavaScript per page type (.size-limit.mjs, scripts/first-load-js.mjs).
        [['budgets', 'npx size-limit']],
        // Two Vitest runs side by side. Coverage is measured where its threshold applies, core's own tests: V8's counters
        // slow every other worker's code, the rendered app and React's server renderer included, for figures nobody reads.
        [
          ['vitest core', `npx vitest run --coverage --project core ${reporters('core')}`],
          ['vitest', `npx vitest run --project app --project integration --project ui --project cluster ${reporters('others')}`],
        ],
        [['browser', 'node scripts/ensure-chromium.mjs && NODE_OPTIONS=--conditions=source npx playwright test']],
      ]),
];

mkdirSync('.tmp', { recursive: true });
const VITEST_RUNS = inner ? ['check'] : ['core', 'others'];
for (const stale of [...VITEST_RUNS.map(VITEST_JSON), PLAYWRIGHT_JSON]) rmSync(stale, { force: true });
const started = Date.now();
const results = [];
for (const group of groups) {
  results.push(...(await Promise.all(group.map(([name, command]) => run(name, command, group.length > 1)))));
}

const vitest = VITEST_RUNS.map((name) => readJson(VITEST_JSON(name))).filter(Boolean);
const playwright = readJson(PLAYWRIGHT_JSON);
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const report of vitest) {
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (playwright?.stats) {
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
  counts.skipped += playwright.stats.skipped ?? 0;
}

const slowest = slowestTests({ vitest, playwright }, SLOWEST);
const seconds = (Date.now() - started) / 1000;
writeFileSync(
  '.tmp/test-timings.json',
  `${JSON.stringify({ run: inner ? 'check' : 'test', seconds, steps: results, slowest }, null, 2)}\n`,
);

console.log(`\nSlowest ${slowest.length} tests`);
for (const test of slowest) console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.file} › ${test.name}`);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(18)} ${r.seconds.toFixed(1)} s`);
console.log(`  in all ${seconds.toFixed(1)} s (timings in .tmp/test-timings.json)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0) counts.failed = Math.max(counts.failed, failedSteps);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);

function reporters(name) {
  return `--reporter=default --reporter=json --outputFile.json=${VITEST_JSON(name)}`;
}

/** Runs one step; a step that runs beside others has its output held back and shown whole when it ends. */
function run(name, command, beside) {
  const begun = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const ok = status === 0;
      if (beside) {
        console.log(`\n◀ ${name} (${ok ? 'passed' : `failed, exit ${status}`}):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok, seconds: (Date.now() - begun) / 1000 });
    });
  });
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
