import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@sockshop/sandbox';

export interface SandboxHarness {
  /** The shop's environment: the sandbox's service URLs and secrets, then the `env` given (which wins, as with `npm start`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The sandbox services on free ports of 127.0.0.1 with a temporary DATA_DIR, as `npm start` starts them before the
 * shop: a service whose URL `env` sets is not started. `close` stops them and removes the folder.
 */
export async function startTestSandbox(env: Record<string, string> = {}): Promise<SandboxHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sockshop-sandbox-'));
  const environment = { SANDBOX_PORT: '0', DATA_DIR: dataDir, CATALOGUE_SIZE: '120', LOG_LEVEL: 'warn', ...env };
  const sandbox = await startSandbox(environment);
  const shopEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(sandbox.env)) if (value !== undefined) shopEnv[name] = value;
  return {
    env: { ...shopEnv, ...env },
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
