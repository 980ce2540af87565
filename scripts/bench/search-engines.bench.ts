import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { createTextIndex, type TextIndex } from '@sockshop/sandbox/search/text-index';
import { createPrefixIndex } from './prefix-index.js';

/** Prefix and typo queries a shopper types; the typo ones must still find products. */
const QUERIES = ['flam', 'flamingo crew', 'sneak', 'pink', 'organic cot', 'merino', 'kids sock', 'gift', 'boxer', 'light blue'];
const TYPOS = ['flamngo', 'sneakr sock', 'pinapple', 'watermelom', 'avocdo'];
const ROUNDS = 40;
const TIME_BUDGET_MS = 4_000;

/** The search-library comparison on the 10,000-product catalogue: MiniSearch against a plain-JS prefix index. */
export async function benchSearchEngines(): Promise<Record<string, string | number>> {
  const products = generateCatalogue({ size: 10_000 });
  const figures: Record<string, string | number> = { products: products.length };
  const candidates: [string, (p: typeof products) => TextIndex][] = [
    ['minisearch', createTextIndex],
    ['plainPrefix', createPrefixIndex],
  ];
  for (const [name, build] of candidates) {
    const started = performance.now();
    const index = build(products);
    figures[`${name}.indexMs`] = round(performance.now() - started);
    for (const query of [...QUERIES, ...TYPOS]) index.search(query); // warm-up
    const timings: number[] = [];
    const deadline = performance.now() + TIME_BUDGET_MS;
    for (let r = 0; r < ROUNDS && performance.now() < deadline; r++) {
      for (const query of [...QUERIES, ...TYPOS]) {
        const t = performance.now();
        index.search(query);
        timings.push(performance.now() - t);
      }
    }
    timings.sort((a, b) => a - b);
    figures[`${name}.queries`] = timings.length;
    figures[`${name}.p50Ms`] = round(percentile(timings, 0.5));
    figures[`${name}.p99Ms`] = round(percentile(timings, 0.99));
    figures[`${name}.typosFound`] = `${TYPOS.filter((q) => index.search(q).size > 0).length}/${TYPOS.length}`;
    figures[`${name}.flamngoHits`] = index.search('flamngo').size;
  }
  return figures;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
