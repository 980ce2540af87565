// Benchmark: which HTTP library the shop server stands on. Bare node:http, Hono (@hono/node-server) and
// Fastify each serve (a) a 20 KB file from disk, (b) a 50 KB page from a Fetch-API handler (React Router's shape),
// (c) a JSON POST with a path parameter and a zod-validated body. Each server is pinned to core 0 and wrk to core 1
// (docs/measuring.md); rounds interleave the libraries (node hono fastify node hono fastify …) and the figures are
// medians over the rounds, with each library's ratio to bare node from the same run. `server cpu` near 100 % shows the
// server, not wrk, was the limit; on a shared machine it is often less, and `req per cpu-s` (requests per second of the
// server's own CPU time) is the figure that other work on the core disturbs least. BENCH_ROUNDS and BENCH_DURATION (wrk's
// -d) lengthen a run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './median.js';

const LIBRARIES = ['node', 'hono', 'fastify'] as const;
type Library = (typeof LIBRARIES)[number];
const FIRST_PORT = 3960;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const TICKS_PER_SECOND = 100;

interface Figure {
  rps: number;
  p50ms: number;
  p99ms: number;
  cpu: number;
}

export async function benchHttpLibraries(): Promise<Record<string, string>> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get install -y wrk');
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'entry.js'), `export const data = ${JSON.stringify('x'.repeat(20 * 1024 - 40))};\n`);
  const lua = join(dir, 'post.lua');
  writeFileSync(
    lua,
    [
      'wrk.method = "POST"',
      `wrk.body = ${JSON.stringify(JSON.stringify({ name: 'Ringelsocke', quantity: 2 }))}`,
      'wrk.headers["Content-Type"] = "application/json"',
    ].join('\n'),
  );
  const servers = await Promise.all(LIBRARIES.map((library, i) => startPinned(library, FIRST_PORT + i, staticDir)));
  try {
    const cases: [string, (base: string) => string[]][] = [
      ['static 20 KB', (base) => [`${base}/static/entry.js`]],
      ['page 50 KB', (base) => [`${base}/de/adults/socks`]],
      ['api POST json', (base) => ['-s', lua, `${base}/api/items/SKU-1`]],
    ];
    const runs = new Map<string, Figure[]>();
    for (const server of servers) for (const [name, args] of cases) wrk(server, ['-d', '2s', ...args(server.base)], name); // warm up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, args] of cases) {
        for (const server of servers) {
          const key = `${name} ${server.library}`;
          runs.set(key, [...(runs.get(key) ?? []), wrk(server, ['-d', `${DURATION}s`, ...args(server.base)], name)]);
        }
      }
    }
    const figures: Record<string, string> = {};
    for (const [name] of cases) {
      const baseline = median(runs.get(`${name} node`)?.map((f) => f.rps) ?? []);
      for (const library of LIBRARIES) {
        const list = runs.get(`${name} ${library}`) ?? [];
        const rps = median(list.map((f) => f.rps));
        figures[`${name} ${library}`] = [
          `${rps.toFixed(0).padStart(6)} req/s`,
          `p50 ${median(list.map((f) => f.p50ms))
            .toFixed(2)
            .padStart(6)} ms`,
          `p99 ${median(list.map((f) => f.p99ms))
            .toFixed(2)
            .padStart(6)} ms`,
          `${(rps / baseline).toFixed(2)} × node`,
          `server cpu ${(median(list.map((f) => f.cpu)) * 100).toFixed(0)} %`,
          `${median(list.map((f) => f.rps / Math.max(f.cpu, 0.01))).toFixed(0)} req per cpu-s`,
        ].join('   ');
      }
    }
    figures.setup = `${ROUNDS} interleaved rounds of ${DURATION} s, wrk -t1 -c50 on core 1, servers on core 0, medians`;
    return figures;
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Running {
  library: Library;
  base: string;
  child: ChildProcess;
}

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function wrk(server: Running, args: string[], name: string): Figure {
  const pid = server.child.pid!;
  const cpuBefore = cpuSeconds(pid);
  const started = process.hrtime.bigint();
  const output = execFileSync('taskset', ['-c', '1', 'wrk', '-t1', '-c50', '--latency', ...args], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`${server.library} ${name}: non-2xx answers`);
  const latency = (label: string) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    const unit = match?.[2] === 'us' ? 0.001 : match?.[2] === 's' ? 1000 : 1;
    return Number(match?.[1] ?? 0) * unit;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50ms: latency('50'),
    p99ms: latency('99'),
    cpu: (cpuSeconds(pid) - cpuBefore) / seconds,
  };
}

async function startPinned(library: Library, port: number, staticDir: string): Promise<Running> {
  const script = join(import.meta.dirname, 'http-libraries', 'servers.ts');
  const child = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', script, library, String(port), staticDir], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${library} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/static/entry.js`)).ok) return { library, base, child };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${library} server did not start on ${base}`);
}
