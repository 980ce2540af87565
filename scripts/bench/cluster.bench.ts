// `npm run bench -- cluster`: the production topology (npm run cluster: Redis, the sandbox, two shop instances, Varnish
// in front) against one instance asked directly, in one run. Both answer the same replayed browse mix (home, search,
// content, category and product pages of four storefronts, Zipf by popularity: scripts/cluster/browse-mix.mjs) to wrk
// with Chrome's Accept-Encoding. Candidates are interleaved A B, A B…, and the ratio is the median of the rounds' ratios.
// Beside it: Varnish's hit ratio over its runs (varnishstat), p50/p99 of each, and publish-to-visible seconds (a new text
// saved and published in the content sandbox's editor until every instance and Varnish serve the page holding it).
// On a machine of two cores everything shares them (wrk too): the figures say what this machine does, not what two
// machines behind a cache would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listStorefronts } from '@sockshop/core/markets';
import { discoverBrowsePages, zipfReplay } from '../cluster/browse-mix.mjs';
import { publishToVisible } from '../cluster/publish-probe.mjs';
import { startCluster } from '../cluster/topology.mjs';
import { median } from './median.js';

const ROUNDS = 3;
const DURATION = '5s';
const WARM_UP = '3s';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const VARNISH = 'two instances through Varnish';
const DIRECT = 'one instance, no Varnish';

interface Figure {
  rps: number;
  p50ms: number;
  p99ms: number;
}

export async function benchCluster(): Promise<Record<string, string | number>> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get update && apt-get install -y wrk');
  const cluster = await startCluster({ output: 'quiet' });
  try {
    const first = cluster.instances[0];
    if (!first) throw new Error('the cluster started no instance');
    const storefronts = listStorefronts('production')
      .filter((storefront) => storefront.markets.length === 1)
      .slice(0, 4)
      .map((storefront) => storefront.storefrontCode);
    const pages = await discoverBrowsePages(first.url, storefronts);
    const scratch = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
    // The replay cycles through 5,000 draws of the mix, as wrk's one thread asks.
    const mix = join(scratch, 'mix.lua');
    writeFileSync(
      mix,
      [
        `local paths = {${zipfReplay(pages, 5_000)
          .map((path) => JSON.stringify(path))
          .join(',')}}`,
        'local index = 0',
        'request = function()',
        '  index = index % #paths + 1',
        '  return wrk.format(nil, paths[index])',
        'end',
      ].join('\n'),
    );
    const candidates: [string, string][] = [
      [VARNISH, cluster.varnish.url],
      [DIRECT, first.url],
    ];
    for (const [, url] of candidates) wrk(url, mix, WARM_UP);
    const before = cluster.varnish.stats();
    const runs = new Map<string, Figure[]>(candidates.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of candidates) runs.get(name)?.push(wrk(url, mix, DURATION));
    }
    const after = cluster.varnish.stats();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);

    const figures: Record<string, string> = {};
    for (const [name, list] of runs) {
      const of = (pick: (figure: Figure) => number) => median(list.map(pick));
      figures[name] = `${of((f) => f.rps)
        .toFixed(0)
        .padStart(6)} req/s   p50 ${ms(of((f) => f.p50ms))}   p99 ${ms(of((f) => f.p99ms))}`;
    }
    const perRound = (runs.get(VARNISH) ?? []).map((figure, round) => figure.rps / (runs.get(DIRECT)?.[round]?.rps ?? Number.NaN));
    figures['through Varnish ÷ one instance'] =
      `${median(perRound).toFixed(2)}   (rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})`;
    const asked = delta('MAIN.cache_hit') + delta('MAIN.cache_miss') + delta('MAIN.s_pass');
    figures['Varnish hit ratio'] =
      `${((100 * delta('MAIN.cache_hit')) / Math.max(1, asked)).toFixed(2)} %   (${delta('MAIN.cache_hit')} hits, ` +
      `${delta('MAIN.cache_miss')} misses, ${delta('MAIN.s_pass')} passes; target ≥ 95 %)`;
    const seconds = await publishToVisible(cluster);
    figures['publish to visible'] = `${seconds.toFixed(2)} s (target ≤ 5 s)`;
    figures.mix = `${pages.length} pages of ${storefronts.join(', ')}, Zipf by rank`;
    return figures;
  } finally {
    await cluster.stop();
  }
}

function wrk(url: string, script: string, duration: string): Figure {
  const output = execFileSync(
    'wrk',
    ['-t1', '-c50', '-d', duration, '--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, '-s', script, url],
    { encoding: 'utf8' },
  );
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`non-2xx answers from ${url}`);
  const latency = (percent: string) => {
    const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    const unit = match?.[2] === 'us' ? 0.001 : match?.[2] === 's' ? 1000 : 1;
    return Number(match?.[1] ?? Number.NaN) * unit;
  };
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0), p50ms: latency('50'), p99ms: latency('99') };
}

function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1).padStart(6)} ms`;
}
