// Issue 6 benchmark: requests per second and p99 latency of the production shop, side by side in one run, for a static
// asset, the home page, an uncached category page (64 products) and POST /search/suggest, each as a ratio of the static
// asset. The shop runs as in production (`scripts/start.mjs` with the compiled server and sandbox of `npm run build`), pinned to core 0 and wrk to core 1 (docs/measuring.md); candidates are interleaved A B C D A B C D.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3900;
const ROUNDS = 2;
const DURATION = '5s';

interface Figure {
  rps: number;
  p99ms: number;
}

export async function benchServer(): Promise<Record<string, string | number>> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get install -y wrk');
  if (!existsSync('server/dist/main.js') || !existsSync('sandbox/dist/main.js')) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  const shop = await startPinnedShop();
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const home = await (await fetch(`${base}/de`)).text();
    const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(home)?.[0];
    if (!asset) throw new Error('no client entry asset found in the home page');
    const body = JSON.stringify({ query: 'sock', options: { limit: 8 }, context: { storefront: 'de' } });
    const lua = join(mkdtempSync(join(tmpdir(), 'bench-')), 'suggest.lua');
    // Shoppers come from many addresses (behind the balancer, TRUST_PROXY): the per-address rate limit is not what is measured.
    writeFileSync(
      lua,
      [
        'wrk.method = "POST"',
        `wrk.body = ${JSON.stringify(body)}`,
        'wrk.headers["Content-Type"] = "application/json"',
        'request = function()',
        '  wrk.headers["X-Forwarded-For"] = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)',
        '  return wrk.format()',
        'end',
      ].join('\n'),
    );
    const candidates: [string, string[]][] = [
      ['static asset', [`${base}${asset}`]],
      ['home page /de', [`${base}/de`]],
      ['category, 64 products', [`${base}/de/adults/socks`]],
      ['POST /search/suggest', ['-s', lua, `${base}/search/suggest`]],
    ];
    for (const [, args] of candidates) wrk(['-d', '2s', ...args]); // warm up
    const runs = new Map<string, Figure[]>(candidates.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, args] of candidates) runs.get(name)?.push(wrk(['-d', DURATION, ...args]));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const staticRps = median(runs.get('static asset')?.map((f) => f.rps) ?? []);
    const figures: Record<string, string> = {};
    for (const [name, list] of runs) {
      const rps = median(list.map((f) => f.rps));
      const p99 = median(list.map((f) => f.p99ms));
      figures[name] =
        `${rps.toFixed(0).padStart(6)} req/s   p99 ${p99.toFixed(1).padStart(6)} ms   ${(rps / staticRps).toFixed(3)} × static`;
    }
    return figures;
  } finally {
    await shop.stop();
  }
}

function wrk(args: string[]): Figure {
  const output = execFileSync('taskset', ['-c', '1', 'wrk', '-t1', '-c50', '--latency', ...args], { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const unit = p99?.[2] === 'us' ? 0.001 : p99?.[2] === 's' ? 1000 : 1;
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`non-2xx answers for ${args.at(-1)}`);
  return { rps, p99ms: Number(p99?.[1] ?? 0) * unit };
}

async function startPinnedShop(): Promise<{ stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-shop-'));
  const child: ChildProcess = spawn('taskset', ['-c', '0', process.execPath, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      SANDBOX_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
