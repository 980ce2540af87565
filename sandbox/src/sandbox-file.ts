import { chmodSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDataDir, OWNER_ONLY_FILE } from './data-dir.js';
import type { ShopEnvironment } from './sandbox-services.js';

/** Under DATA_DIR: the shop's environment for the sandbox's services, read by the launcher (scripts/start.mjs). */
export const SANDBOX_FILE = 'sandbox.json';

/**
 * Writes the file whole or not at all (a temporary file renamed into place), so a launcher polling for it never reads
 * half of it; readable by its owner only, as it holds the services' secrets.
 */
export function writeSandboxFile(dataDir: string, env: ShopEnvironment): string {
  makeDataDir(dataDir);
  const path = join(dataDir, SANDBOX_FILE);
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(env, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  chmodSync(partial, OWNER_ONLY_FILE);
  renameSync(partial, path);
  return path;
}
