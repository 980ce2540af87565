import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { loadConfig } from '@sockshop/server/config';
import { createShopServer } from '@sockshop/server/http-server';
import { createLogger } from '@sockshop/server/logging/logger';
import { createShop } from '@sockshop/server/shop';
import { startTestSandbox } from './sandbox.harness.js';

export interface ShopHarness {
  url: string;
  /** JSON log lines the shop wrote. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The production shop (the built React app) pointed at the sandbox services, all on free ports of 127.0.0.1, for tests
 * over real HTTP. As `npm start` does in two processes: the sandbox starts the services whose URL `env` leaves empty, and
 * the shop gets their URLs and secrets, `env` winning. Needs `npm run build` first; `npm test` builds before it runs Vitest.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: {
    /** Rewrites the shop's environment once the sandbox runs (e.g. to put a failing proxy in front of one service). */
    rewriteEnv?: (env: Record<string, string>) => Record<string, string> | Promise<Record<string, string>>;
  } = {},
): Promise<ShopHarness> {
  const buildEntry = resolve(import.meta.dirname, '../../../build/server/index.js');
  if (!existsSync(buildEntry)) throw new Error('The shop is not built: run `npm run build` before these tests (npm test does).');
  const sandbox = await startTestSandbox({ PUBLIC_ORIGIN: 'http://127.0.0.1', ...env });
  const shopEnv = options.rewriteEnv ? await options.rewriteEnv(sandbox.env) : sandbox.env;
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ...shopEnv });
  const logs: string[] = [];
  const logger = createLogger({ level: 'info', write: (line) => logs.push(line) });
  const shop = await createShop(config, logger);
  // The server main.ts runs: its connection cap and timeouts are part of what the tests exercise.
  const server = createShopServer(shop.handle, {
    maxConnections: config.MAX_CONNECTIONS,
    maxConnectionsPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logs,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await shop.close();
      await sandbox.close();
    },
  };
}

/** A page of the shop that must answer 200, as HTML; anything else fails with the path and status. */
export async function okHtml(shop: ShopHarness, path: string): Promise<string> {
  const response = await fetch(`${shop.url}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`);
  return response.text();
}
