import { generateCatalogue } from '@sockshop/sandbox/catalogue/generate';
import { startSearchSandbox } from '@sockshop/sandbox/search/search.sandbox';
import { percentile } from './search-engines.bench.js';

const TOKEN = 'bench-token';
const SEARCHES = ['flamingo', 'sneaker sock', 'pink', 'merino', 'flamngo', 'kids', 'organic cotton', 'gift box', 'boxer', 'stripe crew'];
const SUGGESTS = ['fla', 'sne', 'pin', 'meri', 'flamn', 'kid', 'orga', 'gif', 'box', 'str'];
const PHASE_MS = 2_500;
const MAX_REQUESTS = 2_000;
const CONCURRENCY = 8;

/** Search and suggest over HTTP against the sandbox on the 10,000-product catalogue: latency p50/p99, throughput. */
export async function benchSearch(): Promise<Record<string, string | number>> {
  const products = generateCatalogue({ size: 10_000 });
  const started = performance.now();
  const sandbox = await startSearchSandbox({ token: TOKEN, products });
  const figures: Record<string, string | number> = { products: products.length, startMs: Math.round(performance.now() - started) };
  const search = (query: string) =>
    post(`${sandbox.url}/search`, {
      token: TOKEN,
      query,
      options: { limit: 64, offset: 0 },
      context: { storefront: 'de', currency: 'EUR' },
    });
  const suggest = (query: string) =>
    post(`${sandbox.url}/search/suggest`, {
      token: TOKEN,
      query,
      options: { limit: 8, customResponseMask: 'sku,name,media' },
      context: { storefront: 'de', currency: 'EUR' },
    });
  try {
    for (const [name, call, queries] of [
      ['search', search, SEARCHES],
      ['suggest', suggest, SUGGESTS],
    ] as const) {
      for (const query of queries) await call(query); // warm-up
      const latencies = await sequential(call, queries);
      figures[`${name}.p50Ms`] = round(percentile(latencies, 0.5));
      figures[`${name}.p99Ms`] = round(percentile(latencies, 0.99));
      figures[`${name}.requests`] = latencies.length;
      figures[`${name}.throughputPerS (${CONCURRENCY} concurrent)`] = await throughput(call, queries);
    }
  } finally {
    await sandbox.close();
  }
  return figures;
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
}

async function sequential(call: (q: string) => Promise<void>, queries: readonly string[]): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + PHASE_MS;
  for (let i = 0; i < MAX_REQUESTS && performance.now() < deadline; i++) {
    const t = performance.now();
    await call(queries[i % queries.length]!);
    latencies.push(performance.now() - t);
  }
  return latencies.sort((a, b) => a - b);
}

async function throughput(call: (q: string) => Promise<void>, queries: readonly string[]): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + PHASE_MS;
  const worker = async (offset: number) => {
    for (let i = offset; done < MAX_REQUESTS && performance.now() < deadline; i += CONCURRENCY) {
      await call(queries[i % queries.length]!);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(i)));
  return Math.round((done / (performance.now() - started)) * 1000);
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
