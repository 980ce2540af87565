import { closeSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { makeDataDir, OWNER_ONLY_FILE, restrictToOwner } from './data-dir.js';

/**
 * Opens a SQLite file of the sandbox, created readable by its owner only since it holds carts, addresses and sign-ups;
 * SQLite gives the -wal and -shm files beside it the database file's mode. A file an earlier version left readable by
 * others (it and its -wal and -shm) is tightened on open. ':memory:' has no file.
 */
export function openSandboxDb(dbPath: string): Database.Database {
  if (dbPath !== ':memory:') {
    makeDataDir(dirname(dbPath));
    closeSync(openSync(dbPath, 'a', OWNER_ONLY_FILE));
    restrictToOwner(dbPath, `${dbPath}-wal`, `${dbPath}-shm`);
  }
  return new Database(dbPath);
}
