// Benchmark, `npm run bench -- lighthouse`: Lighthouse 12.8.2 (the last that runs on Node 20) with its default
// mobile settings (simulated slow 4G and a 4× slower CPU) on the home, category, product and search pages of the
// production shop, three runs each; every figure printed is the median of its three runs. Chromium is Debian's
// (`apt-get install -y chromium`), launched headless with the flags of docs/measuring.md and a fresh profile.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { median } from './median.js';
import { pageTypes, startShop } from './shop-process.js';

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CHROMIUM = '/usr/bin/chromium';
const RUNS = 3;
// The browser tests' flags (docs/measuring.md), headless.
const FLAGS = ['--headless', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const;

export async function benchLighthouse(): Promise<Record<string, string | number>> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`);
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    userDataDir: mkdtempSync(join(tmpdir(), 'bench-chromium-')),
    logLevel: 'silent',
  });
  try {
    const pages = await pageTypes(shop.url);
    const figures: Record<string, string> = {
      columns: `${CATEGORIES.map((name) => name.replace('best-practices', 'best-pr.')).join(' / ')}   ${METRICS.map(([label]) => label).join('   ')}`,
    };
    for (const [name, path] of pages) {
      const runs: Report[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(`${shop.url}${path}`, chrome.port));
      }
      const scores = CATEGORIES.map((id) => median(runs.map((lhr) => (lhr.categories[id]?.score ?? Number.NaN) * 100)).toFixed(0));
      const metrics = METRICS.map(([label, id, unit]) => {
        const value = median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
        return `${label} ${unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${value.toFixed(0)} ms` : value.toFixed(3)}`;
      });
      figures[`${name} ${path}`] = `${scores.join(' / ')}   ${metrics.join('   ')}`;
      figures[`  ${name}: LCP breakdown`] = lcpBreakdown(runs);
      figures[`  ${name}: LCP element`] = lcpElement(runs[0]);
      figures[`  ${name}: bytes`] = bytesLoaded(runs[0]);
      figures[`  ${name}: machine`] = machineSpeed(runs);
      const failing = failingAudits(runs);
      if (failing.length > 0) figures[`  ${name}: failed`] = failing.join(', ');
    }
    return figures;
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

/**
 * One Lighthouse run. On a busy machine a run now and then loses the page load's trace (NO_NAVSTART, "Please run
 * Lighthouse again"): such a run is repeated, up to twice.
 */
async function audit(url: string, port: number, attempts = 3): Promise<Report> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (!error && result) return result.lhr;
  if (attempts > 1) return audit(url, port, attempts - 1);
  throw new Error(`${url}: ${error?.message}`);
}

/** The audits of accessibility, best practices and SEO that cost points in most runs: what to fix for a 100. */
function failingAudits(runs: Report[]): string[] {
  const count = new Map<string, number>();
  for (const lhr of runs) {
    for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const score = lhr.audits[ref.id]?.score;
        if (ref.weight > 0 && score !== null && score !== undefined && score < 1)
          count.set(`${id}/${ref.id}`, (count.get(`${id}/${ref.id}`) ?? 0) + 1);
      }
    }
  }
  return [...count].filter(([, times]) => times * 2 > runs.length).map(([id]) => id);
}

const PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'] as const;

interface PhaseRow {
  phase: string;
  timing: number;
}

/** The LCP audit's phase table (TTFB, load delay, load time, render delay): each phase's median over the runs, in ms. */
function lcpBreakdown(runs: Report[]): string {
  const phases = runs.map((lhr) => {
    const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: PhaseRow[] }[] } | undefined;
    const rows = details?.items?.find((table) => table.items?.some((row) => 'phase' in row))?.items ?? [];
    return new Map(rows.map((row) => [row.phase, row.timing]));
  });
  return PHASES.map((phase) => `${phase.toLowerCase()} ${median(phases.map((map) => map.get(phase) ?? Number.NaN)).toFixed(0)} ms`).join(
    '   ',
  );
}

interface RequestRow {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  url?: string;
}

/** What the page loaded until the network was idle, with no interaction: its HTML (raw and as sent) and its scripts. */
function bytesLoaded(lhr: Report | undefined): string {
  const rows = ((lhr?.audits['network-requests']?.details as { items?: RequestRow[] } | undefined)?.items ?? []) as RequestRow[];
  const document = rows.find((row) => row.resourceType === 'Document');
  const scripts = rows.filter((row) => row.resourceType === 'Script');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (list: RequestRow[], key: 'transferSize' | 'resourceSize') => list.reduce((total, row) => total + (row[key] ?? 0), 0);
  return `HTML ${kb(document?.resourceSize ?? 0)} raw / ${kb(document?.transferSize ?? 0)} sent   scripts ${scripts.length}: ${kb(sum(scripts, 'transferSize'))} sent`;
}

/** The LCP element of a run, as Lighthouse names it (its selector). */
function lcpElement(lhr: Report | undefined): string {
  const details = lhr?.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} (${node.nodeLabel ?? ''})` : 'none';
}

/**
 * Lighthouse's own measure of the machine's speed during the runs (`benchmarkIndex`, higher is faster; its median and
 * range). TBT is main-thread time multiplied by the simulated phone's slowdown, so it moves with this machine's load:
 * one build's home page measured 103 and 391 ms of TBT half an hour apart here (medians of 5). Comparing two builds
 * means comparing runs with like indexes, or better, runs interleaved in one sitting.
 */
function machineSpeed(runs: Report[]): string {
  const indexes = runs.map((lhr) => lhr.environment.benchmarkIndex);
  return `benchmark index ${median(indexes).toFixed(0)} (${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)})`;
}
