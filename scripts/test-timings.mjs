// The slowest tests of a run, read from the reports Vitest and Playwright write as JSON.
import { relative } from 'node:path';

/**
 * @param {{ vitest: any[], playwright: any }} reports the parsed JSON reports: Vitest's runs, Playwright's (may be null)
 * @param {number} count how many to keep
 * @returns {{ runner: string, file: string, name: string, seconds: number }[]} slowest first
 */
export function slowestTests({ vitest, playwright }, count) {
  const tests = [];
  for (const file of vitest.flatMap((report) => report.testResults ?? [])) {
    for (const test of file.assertionResults ?? []) {
      tests.push({ runner: 'vitest', file: relative(process.cwd(), file.name), name: test.fullName ?? test.title, ms: test.duration ?? 0 });
    }
  }
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        const name = [...titles.slice(1), test.projectName, spec.title].filter(Boolean).join(' › ');
        tests.push({ runner: 'playwright', file: `tests/e2e/${spec.file}`, name, ms });
      }
    }
  };
  for (const suite of playwright?.suites ?? []) walk(suite, [suite.title]);
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ ms, ...test }) => ({ ...test, seconds: Math.round(ms / 100) / 10 }));
}
