import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ShopServer {
  url: string;
  dataDir: string;
  /** The services' environment the sandbox wrote (DATA_DIR/sandbox.json): their URLs, on ports the system chose. */
  sandboxEnv(): Record<string, string>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What every test shop sets. Every browser test reaches the shop from 127.0.0.1, so the per-address budgets are raised
 * far above what a test sends: each limit is tested where it lives, in the server's and the commerce sandbox's own tests,
 * and no browser test depends on how many requests an earlier one sent. Pictures come from the sandbox's fast renderer
 * into one cache all test shops share (one test per picture format still meets the real encoder: the sandbox's own).
 */
export const TEST_SHOP_ENV: Readonly<Record<string, string>> = {
  PAYMENT_CALLS_PER_MINUTE: '100000',
  // Every test's shopper comes from 127.0.0.1: the hold caps per address would count them all as one hoarder.
  ORDER_HOLD_UNITS_PER_CLIENT: '1000000',
  ORDER_HOLD_UNITS_PER_VARIANT: '1000000',
  RATE_LIMITS: 'newsletter=100000/1,diagnostics=100000/1,widget=100000/1,search=100000/1,content=100000/1',
  DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: '1073741824',
  DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE: '1073741824',
  MEDIA_RENDER: 'fast',
  MEDIA_CACHE_DIR: resolve('.tmp/e2e-media'),
};

// Several engineers run browser tests on one machine at once: a fixed port range let a worker take another run's shop
// on "its" port for its own (the readiness poll answered by the other shop). The system hands each shop a free port, and
// the sandbox takes free ports of its own (SANDBOX_PORT=0, reported in sandbox.json).
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the production shop as `npm start` runs it: the launcher (scripts/start.mjs) with the compiled sandbox process
 * and shop server, listening on 127.0.0.1 with their own data folder, so a test can stop and restart both and find what
 * was persisted. A service URL in `overrides` is passed through to the shop and its sandbox is not started. The browser
 * uses the shop's configured public origin, `http://localhost:<port>` as in the README's defaults: redirects, return URLs
 * and the card form's framing must all work on it, not only on the loopback address.
 */
export async function startShopServer(overrides: Record<string, string> = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-e2e-'));
  mkdirSync(TEST_SHOP_ENV.MEDIA_CACHE_DIR!, { recursive: true });
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SANDBOX_PORT: '0',
    PUBLIC_ORIGIN: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...TEST_SHOP_ENV,
    ...overrides,
  };
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // Polled on the address the server listens on; localhost may resolve to ::1 first for Node's fetch.
    await waitUntilReady(`http://127.0.0.1:${port}`, child);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url,
    dataDir,
    sandboxEnv: () => JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8')),
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`shop server at ${url} not ready within 60 s`);
}
