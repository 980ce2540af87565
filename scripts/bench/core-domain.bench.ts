import { performance } from 'node:perf_hooks';
import { normalizeProduct, sortSizes } from '@sockshop/core/catalog';
import { formatPrice } from '@sockshop/core/pricing';
import { generateCatalogue } from '@sockshop/sandbox/catalogue/index';
import { median } from './median.js';

const ROUNDS = 20;
const FORMAT_CALLS = 100_000;
const TIME_BUDGET_MS = 10_000;

/** Per-call cost of the core rules a listing page runs most: product normalisation, price formatting, size sorting. */
export async function benchCoreDomain(): Promise<Record<string, string | number>> {
  const products = generateCatalogue().map((product) => ({ ...product, _id: `bench-${product.id}` }));
  const normalize: number[] = [];
  const format: number[] = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS && performance.now() - started < TIME_BUDGET_MS; round++) {
    let t0 = performance.now();
    for (const product of products) {
      if (normalizeProduct(product, round % 2 === 0 ? 'de' : 'us').isErr()) throw new Error(`normalisation failed for ${product.sku}`);
    }
    normalize.push(((performance.now() - t0) * 1000) / products.length);
    t0 = performance.now();
    for (let i = 0; i < FORMAT_CALLS; i++) formatPrice(i * 7, 'EUR', 'DE', { dropZeroDecimals: true });
    format.push(((performance.now() - t0) * 1000) / FORMAT_CALLS);
  }
  const sizes = products.flatMap((p) => p.availableSizes);
  const t0 = performance.now();
  sortSizes(sizes);
  return {
    products: products.length,
    rounds: normalize.length,
    'normalizeProduct median µs/product': Number(median(normalize).toFixed(1)),
    'formatPrice median µs/call': Number(median(format).toFixed(3)),
    [`sortSizes of ${sizes.length} sizes ms`]: Number((performance.now() - t0).toFixed(2)),
  };
}
