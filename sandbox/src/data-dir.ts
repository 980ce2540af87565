import { chmodSync, existsSync, mkdirSync } from 'node:fs';

/**
 * The sandbox's files under DATA_DIR hold shoppers' names, addresses and emails, and the services' secrets: they are
 * for the user the shop runs as alone, whatever the process's umask.
 */
export const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

/** Creates the folder (and missing parents) for the owner only; a folder that already exists is the operator's and kept as it is. */
export function makeDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
}

/** Tightens files written by an earlier version with looser permissions; missing ones are skipped. */
export function restrictToOwner(...paths: string[]): void {
  for (const path of paths) if (existsSync(path)) chmodSync(path, OWNER_ONLY_FILE);
}
