// The production shop for a benchmark: `scripts/start.mjs` (the launcher, sandbox included) with the compiled server and
// sandbox of `npm run build`, on free ports of 127.0.0.1, optionally pinned to one core with taskset (docs/measuring.md).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Builds once when the compiled server or sandbox is missing (under the shared build lock, as the helpers agreed). */
export function ensureBuild(): void {
  if (existsSync('server/dist/main.js') && existsSync('sandbox/dist/main.js') && existsSync('build/server/index.js')) return;
  execFileSync('flock', ['/tmp/build.lock', 'npm', 'run', 'build'], { stdio: 'ignore' });
}

/** Starts the shop through the launcher and resolves once /readyz answers 200. `cpu` pins it (and the sandbox) to a core. */
export async function startShop(options: { cpu?: string } = {}): Promise<RunningProcess> {
  ensureBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const launcher = [process.execPath, 'scripts/start.mjs'];
  const child: ChildProcess = spawn(
    options.cpu ? 'taskset' : process.execPath,
    options.cpu ? ['-c', options.cpu, ...launcher] : launcher.slice(1),
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_ORIGIN: url,
        // Every sandbox service on a port of its own from the kernel.
        SANDBOX_PORT: '0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-shop-')),
        LOG_LEVEL: 'error',
        // Shoppers come from many addresses (behind the balancer): the per-address rate limits are not what is measured.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitUntilReady(`${url}/readyz`, child);
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

export async function waitUntilReady(url: string, child: ChildProcess, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`${url} was not ready within ${withinMs / 1000} s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The page types the browser benches load: home, a category, a product of it (the first it links) and a search. */
export async function pageTypes(shopUrl: string): Promise<[name: string, path: string][]> {
  const category = await (await fetch(`${shopUrl}/de/adults/socks`)).text();
  const product = /href="(\/de\/product\/[^"#?]+)"/.exec(category)?.[1];
  if (!product) throw new Error('no product link on the category page /de/adults/socks');
  return [
    ['home', '/de'],
    ['category', '/de/adults/socks'],
    ['product', product],
    ['search', '/de/search?term=sock'],
  ];
}
