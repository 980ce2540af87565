import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ShopServer {
  url: string;
  dataDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

let nextPort = 3400 + (process.pid % 50) * 10;

/**
 * Starts the production shop with its embedded sandbox services as a child process on 127.0.0.1,
 * with its own data folder, so a test can stop and restart it and find what was persisted.
 */
export async function startShopServer(overrides: Record<string, string> = {}): Promise<ShopServer> {
  const port = nextPort;
  nextPort += 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SANDBOX_PORT: String(port + 1),
    PUBLIC_ORIGIN: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...overrides,
  };
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilReady(url, child);
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
