import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { openSandboxDb } from '../sandbox-db.js';

export type ProviderDb = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  psp_reference TEXT NOT NULL UNIQUE,
  merchant_reference TEXT NOT NULL,
  status TEXT NOT NULL,
  redirect_result TEXT UNIQUE,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_merchant ON payments (merchant_reference);
CREATE INDEX IF NOT EXISTS payments_status ON payments (status);
CREATE TABLE IF NOT EXISTS webhook_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  declined INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  response TEXT NOT NULL,
  UNIQUE (scope, key)
);
`;

/**
 * Opens (and on first start creates) the provider's database: its payments, the webhooks not yet delivered and the
 * answers to idempotency keys, so a provider killed mid-payment forgets no payment it approved. Like the commerce
 * database: WAL, and synchronous = FULL so an answer the provider gave survives a power cut too. ':memory:' keeps
 * everything in the process (tests that need no restart).
 */
export function openProviderDb(dbPath: string): ProviderDb {
  let db: ProviderDb;
  if (dbPath === ':memory:') db = new Database(':memory:');
  else {
    mkdirSync(dirname(dbPath), { recursive: true });
    db = openSandboxDb(dbPath);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}
