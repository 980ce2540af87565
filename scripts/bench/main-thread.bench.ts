// Benchmark, `npm run bench -- main-thread`: the browser's main-thread work on the home, category, product and search
// pages of the production shop, as the CPU time of each task (Chromium's trace, `tdur`), five loads each, medians
// printed. Lighthouse's Total Blocking Time is wall time on a simulated phone, and on this shared machine it moves 2–4×
// with other work; a task's own CPU time moves far less, so this is the figure to compare two builds by
// (docs/decisions.md "Hydration in short tasks"). "4× blocking" is what Lighthouse's phone would block: the sum over tasks
// of 4 × CPU − 50 ms, where positive. No throttling: the slowdown is applied to the figures, not to the browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { median } from './median.js';
import { pageTypes, startShop } from './shop-process.js';

const CHROMIUM = '/usr/bin/chromium';
const LOADS = 5;
/** Lighthouse's mobile phone: a CPU four times slower than this machine's, a task over 50 ms blocking. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** After `load`: long enough for hydration, the deferred boundaries and the housekeeping loaded after it. */
const SETTLE_MS = 2500;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

export async function benchMainThread(): Promise<Record<string, string>> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`);
  const shop = await startShop();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const pages = await pageTypes(shop.url);
    const figures: Record<string, string> = {
      columns: `main-thread CPU   longest task (CPU)   ${SLOWDOWN}× blocking   tasks over ${BLOCKING_MS / SLOWDOWN} ms CPU`,
    };
    for (const [name, path] of pages) {
      const loads: number[][] = [];
      for (let load = 0; load < LOADS; load++) loads.push(await taskCpu(browser, `${shop.url}${path}`));
      const total = median(loads.map((tasks) => tasks.reduce((sum, ms) => sum + ms, 0)));
      const longest = median(loads.map((tasks) => Math.max(...tasks)));
      const blocking = median(loads.map((tasks) => tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - BLOCKING_MS), 0)));
      const long = median(loads.map((tasks) => tasks.filter((ms) => SLOWDOWN * ms > BLOCKING_MS).length));
      figures[`${name} ${path}`] = `${total.toFixed(0)} ms   ${longest.toFixed(1)} ms   ${blocking.toFixed(0)} ms   ${long.toFixed(0)}`;
    }
    return figures;
  } finally {
    await browser.close();
    await shop.stop();
  }
}

/** The CPU time of each task the page's main thread ran, from navigation until it settled, in ms. */
async function taskCpu(browser: import('@playwright/test').Browser, url: string): Promise<number[]> {
  // A phone's viewport, as Lighthouse's mobile run has.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's main thread: the one that parsed its HTML (the blank page before it has a renderer of its own).
    const main = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
    if (!main) throw new Error(`${url}: no ParseHTML of the page in the trace`);
    return events
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid)
      .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  } finally {
    await context.close();
  }
}
