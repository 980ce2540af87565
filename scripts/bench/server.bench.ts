// Benchmark, `npm run bench -- server`: throughput and p50/p99 latency of the production shop, side by side in
// one run, for a hashed static asset, the home page (/de, the in-process page cache), uncached category pages (64
// products; plain, a filter, a sort and page 2), and POST /search/suggest, each as a ratio of the static asset; and the static asset as a ratio of a bare node:http server answering the same bytes with the same
// headers from memory (bare-static-server.mjs). The shop and the bare server run pinned to core 0, wrk to core 1
// (docs/measuring.md); candidates are interleaved A B C D E, A B C D E…, and each ratio is the median of the rounds' ratios.
// Beside each throughput: the CPU time the server's processes spent per request and the share of core 0 they got, read
// from /proc. On a shared machine other processes take part of core 0; CPU per request does not depend on that share.
// wrk sends Chrome's Accept-Encoding, as shoppers do: the asset is its precompressed brotli file, pages and JSON are
// compressed as the shop compresses them for browsers. (The "before" figures were taken without it.)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './median.js';
import { freePort, startShop, stopChild, waitUntilReady } from './shop-process.js';

const SERVER_CPU = '0';
const WRK_CPU = '1';
const ROUNDS = 3;
const DURATION = '5s';
const WARM_UP = '3s';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Figure {
  rps: number;
  p50ms: number;
  p99ms: number;
  /** The share of one core the server's processes got during the run: well under 100 % means the machine was busy. */
  share: number;
  /** CPU time of the server's processes per request answered: what a request costs, however busy the machine. */
  cpuUs: number;
}

const BARE = 'bare node:http, same bytes';
const STATIC = 'static asset';
const HOME = 'home /de (page cache)';
const CATEGORY = 'category uncached, 64 products';
const FILTERED = 'category uncached, ?color=black';
const SORTED = 'category uncached, ?sort=price:asc';
const PAGE_TWO = 'category uncached, page 2';
/** An uncached render costs at most 4 ms of CPU, about 0.012 of a static asset's throughput. */
const UNCACHED_TARGET = 0.012;
const SUGGEST = 'POST /search/suggest';

export async function benchServer(): Promise<Record<string, string | number>> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get update && apt-get install -y wrk');
  const shop = await startShop({ cpu: SERVER_CPU });
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  let bare: ChildProcess | undefined;
  try {
    const home = await (await fetch(`${shop.url}/de`)).text();
    const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(home)?.[0];
    if (!asset) throw new Error('no client entry asset found in the home page');

    // The asset exactly as wrk gets it, for the bare server to answer with.
    const answer = await rawGet(`${shop.url}${asset}`);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
    );
    writeFileSync(join(scratch, 'body'), answer.body);
    writeFileSync(join(scratch, 'headers.json'), JSON.stringify(headers));
    const barePort = await freePort();
    bare = spawn(
      'taskset',
      [
        '-c',
        SERVER_CPU,
        process.execPath,
        join(import.meta.dirname, 'bare-static-server.mjs'),
        String(barePort),
        join(scratch, 'body'),
        join(scratch, 'headers.json'),
      ],
      { stdio: 'ignore' },
    );
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitUntilReady(bareUrl, bare);

    const suggest = script(scratch, 'suggest.lua', [
      'wrk.method = "POST"',
      `wrk.body = ${JSON.stringify(JSON.stringify({ query: 'sock', options: { limit: 8 }, context: { storefront: 'de' } }))}`,
      'wrk.headers["Content-Type"] = "application/json"',
      'request = function()',
      '  wrk.headers["X-Forwarded-For"] = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)',
      '  return wrk.format()',
      'end',
    ]);
    // Every request a page cache miss, rendered anew: a `term` of its own, which the page cache keys on (it is the search
    // page's) and a category page does not read. (A `?nocache=` would hit: no page reads it, so the cache key drops
    // it.) The catalogue and content answers below the page cache are what a shopper's new filter meets: cached.
    const uncached = (path: string) => {
      // Unique by the run's start second and a count: wrk's math.random is not seeded, so each run (warm-up, rounds)
      // would ask the same sequence again and meet the pages the run before it left in the cache.
      const file = script(scratch, `uncached-${path.replace(/\W+/g, '-')}.lua`, [
        'local run, count = os.time(), 0',
        'request = function()',
        '  count = count + 1',
        `  return wrk.format(nil, "${path}${path.includes('?') ? '&' : '?'}term=" .. run .. "-" .. count)`,
        'end',
      ]);
      // Eight connections, not fifty: renders queue behind one core, and a request wrk gives up on (after 2 s) would
      // count its render's CPU with no request to divide it by.
      return ['-c', '8', '-s', file, `${shop.url}${path}`];
    };
    for (const path of ['/de/adults/socks', '/de/adults/socks/2']) {
      const probe = await fetch(`${shop.url}${path}?term=probe-${Date.now()}`);
      if (probe.headers.get('x-cache') !== 'miss') throw new Error(`${path}?term= is no page cache miss: ${probe.headers.get('x-cache')}`);
    }
    // The launcher, the shop server and the sandbox (whose services the pages call): all of it is the shop's cost.
    const shopPids = processTree(shop.pid);
    const barePids = processTree(bare.pid ?? 0);
    const candidates: [string, string[], number[]][] = [
      [BARE, [`${bareUrl}${asset}`], barePids],
      [STATIC, [`${shop.url}${asset}`], shopPids],
      [HOME, [`${shop.url}/de`], shopPids],
      [CATEGORY, uncached('/de/adults/socks'), shopPids],
      [FILTERED, uncached('/de/adults/socks?color=black'), shopPids],
      [SORTED, uncached('/de/adults/socks?sort=price:asc'), shopPids],
      [PAGE_TWO, uncached('/de/adults/socks/2'), shopPids],
      [SUGGEST, ['-s', suggest, `${shop.url}/search/suggest`], shopPids],
    ];
    for (const [, args, pids] of candidates) wrk(['-d', WARM_UP, ...args], pids);
    const runs = new Map<string, Figure[]>(candidates.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, args, pids] of candidates) runs.get(name)?.push(wrk(['-d', DURATION, ...args], pids));
    }

    const figures: Record<string, string> = {};
    for (const [name, list] of runs) {
      const of = (pick: (figure: Figure) => number) => median(list.map(pick));
      figures[name] =
        `${of((f) => f.rps)
          .toFixed(0)
          .padStart(6)} req/s   p50 ${ms(of((f) => f.p50ms))}   p99 ${ms(of((f) => f.p99ms))}` +
        `   ${of((f) => f.cpuUs)
          .toFixed(0)
          .padStart(6)} µs CPU/request   got ${of((f) => f.share).toFixed(0)} % of core ${SERVER_CPU}`;
    }
    const ratio = (a: string, b: string, target: number) => {
      const perRound = (runs.get(a) ?? []).map((figure, round) => figure.rps / (runs.get(b)?.[round]?.rps ?? Number.NaN));
      const value = median(perRound);
      const spread = `${Math.min(...perRound).toFixed(3)}–${Math.max(...perRound).toFixed(3)}`;
      return `${value.toFixed(3)}   (rounds ${spread}; target ≥ ${target}) ${value >= target ? 'ok' : 'BELOW'}`;
    };
    figures['static ÷ bare node'] = ratio(STATIC, BARE, 0.8);
    // The same comparison by CPU time per request: less at the mercy of whatever else the machine runs meanwhile.
    const cpu = (name: string) => median(runs.get(name)?.map((f) => f.cpuUs) ?? []);
    figures['static ÷ bare, by CPU/request'] = (cpu(BARE) / cpu(STATIC)).toFixed(3);
    figures['cached home ÷ static'] = ratio(HOME, STATIC, 0.5);
    for (const name of [CATEGORY, FILTERED, SORTED, PAGE_TWO]) {
      figures[`${name} ÷ static`] = ratio(name, STATIC, UNCACHED_TARGET);
      const renderUs = cpu(name);
      figures[`${name}, CPU per render`] = `${renderUs.toFixed(0)} µs (target ≤ 4000) ${renderUs <= 4000 ? 'ok' : 'ABOVE'}`;
    }
    figures['suggest ÷ static'] = ratio(SUGGEST, STATIC, 0.2);
    figures.asset = `${asset}, ${answer.body.byteLength} bytes, content-encoding ${answer.headers['content-encoding'] ?? 'none'}`;
    return figures;
  } finally {
    if (bare) await stopChild(bare);
    await shop.stop();
  }
}

function script(dir: string, name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1).padStart(6)} ms`;
}

function wrk(args: string[], pids: number[]): Figure {
  settle(pids);
  const started = process.hrtime.bigint();
  const before = cpuTicks(pids);
  const output = execFileSync(
    'taskset',
    ['-c', WRK_CPU, 'wrk', '-t1', '-c50', '--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, ...args],
    { encoding: 'utf8' },
  );
  const after = cpuTicks(pids);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`non-2xx answers for ${args.at(-1)}`);
  const latency = (percent: string) => {
    const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    const unit = match?.[2] === 'us' ? 0.001 : match?.[2] === 's' ? 1000 : 1;
    return Number(match?.[1] ?? Number.NaN) * unit;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50ms: latency('50'),
    p99ms: latency('99'),
    share: (100 * (after - before)) / TICKS_PER_SECOND / seconds,
    cpuUs: (1e6 * (after - before)) / TICKS_PER_SECOND / Math.max(1, requests),
  };
}

/**
 * Waits (up to 15 s) until the processes are idle: requests still queued when wrk stopped (50 uncached renders take a
 * second or two) would otherwise be counted against the next candidate.
 */
function settle(pids: number[]): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < 15_000; waited += 250) {
    const before = cpuTicks(pids);
    Atomics.wait(pause, 0, 0, 250);
    if (cpuTicks(pids) - before <= 1) return;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** User and system CPU ticks spent so far by these processes (fields 14 and 15 of /proc/<pid>/stat). */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state is [0], ppid [1]. */
function statFields(pid: number): string[] {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return []; // gone
  }
}

/** A process and all its descendants, from the parent ids in /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(Number(entry))[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index] ?? -1) ?? []));
  return tree;
}

/** A GET whose body stays as sent (fetch would decode it) and whose headers come back as they were written. */
function rawGet(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        resolve({ headers: res.headers as Record<string, string | string[]>, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}
