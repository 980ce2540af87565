import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '@sockshop/server/config';
import { listen } from '@sockshop/server/http/http-kit';
import { createLogger } from '@sockshop/server/logging/logger';
import { createShop } from '@sockshop/server/shop';

export interface ShopHarness {
  url: string;
  /** JSON log lines the shop wrote. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The production shop (the built React app) with its sandboxes, on free ports of 127.0.0.1, for tests over real HTTP.
 * Needs `npm run build` first; `npm test` builds before it runs Vitest.
 */
export async function startShop(env: Record<string, string> = {}): Promise<ShopHarness> {
  const buildEntry = resolve(import.meta.dirname, '../../../build/server/index.js');
  if (!existsSync(buildEntry)) throw new Error('The shop is not built: run `npm run build` before these tests (npm test does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SANDBOX_PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    CATALOGUE_SIZE: '120',
    ...env,
  });
  const logs: string[] = [];
  const logger = createLogger({ level: 'info', write: (line) => logs.push(line) });
  const shop = await createShop(config, logger);
  const service = await listen(shop.handle, { port: 0 });
  return {
    url: service.url,
    logs,
    async close() {
      await service.close();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
