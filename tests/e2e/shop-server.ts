import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

export interface ShopServer {
  url: string;
  dataDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

// Ports 3600-3996 (the range the browser tests own): the shop on `port`, its sandboxes on port + 1 … + 6.
let nextPort = 3600 + (process.pid % 40) * 10;

/**
 * Starts the production shop as `npm start` runs it: the launcher (scripts/start.mjs) with the compiled sandbox process
 * and shop server, listening on 127.0.0.1 with their own data folder, so a test can stop and restart both and find what
 * was persisted. A service URL in `overrides` is passed through to the shop and its sandbox is not started. The browser
 * uses the shop's configured public origin, `http://localhost:<port>` as in the README's defaults (issue 10): redirects,
 * return URLs and the card form's framing must all work on it, not only on the loopback address.
 */
export async function startShopServer(overrides: Record<string, string> = {}): Promise<ShopServer> {
  const port = nextPort;
  nextPort = nextPort >= 3990 ? 3600 : nextPort + 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-e2e-'));
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SANDBOX_PORT: String(port + 1),
    PUBLIC_ORIGIN: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every browser test pays from 127.0.0.1: the per-address payment limit (20 a minute by default) is tested in the
    // commerce sandbox's own tests, not here.
    PAYMENT_CALLS_PER_MINUTE: '600',
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
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}

/**
 * The shop of the test file or group this is called in: started before its first test and stopped after its last (the
 * scope's `beforeAll` and `afterAll`, which run in the order they are declared). The handle is filled in at start, so
 * tests read `shop.url` as they would from `startShopServer`.
 */
export function shopForScope(overrides: Record<string, string> = {}): ShopServer {
  const shop = {} as ShopServer;
  test.beforeAll(async () => {
    Object.assign(shop, await startShopServer(overrides));
  });
  test.afterAll(async () => {
    await shop.stop?.();
  });
  return shop;
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`shop server at ${url} not ready within 60 s`);
}
