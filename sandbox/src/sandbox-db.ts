import { closeSync, openSync } from 'node:fs';
import Database from 'libsql';

/**
 * Opens a SQLite file of the sandbox, created readable by its owner only since it holds carts, addresses and sign-ups;
 * SQLite gives the -wal and -shm files beside it the database file's mode.
 */
export function openSandboxDb(dbPath: string): Database.Database {
  closeSync(openSync(dbPath, 'a', 0o600));
  return new Database(dbPath);
}
