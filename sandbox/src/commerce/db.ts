import { openSandboxDb } from '../sandbox-db.js';
import { migrateCommerceDb } from './db.migrations.js';
import type { Db } from './db.types.js';
import type { StockedVariant } from './stocked-variant.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS variants (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  region TEXT NOT NULL,
  product_id TEXT NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0)
);
CREATE INDEX IF NOT EXISTS variants_product ON variants (product_id);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('OPEN', 'ORDERED', 'CLOSED')),
  country TEXT NOT NULL,
  language TEXT NOT NULL,
  region TEXT NOT NULL,
  discount_code TEXT,
  shipping_option TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_lines (
  cart_id TEXT NOT NULL REFERENCES carts (id),
  variant_id TEXT NOT NULL REFERENCES variants (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_id, variant_id)
);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  status TEXT NOT NULL,
  lines TEXT NOT NULL,
  body TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  return_url TEXT NOT NULL,
  psp_reference TEXT,
  payment_method TEXT,
  failed_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_cart ON orders (cart_id);
CREATE TABLE IF NOT EXISTS idempotency (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
  status INTEGER,
  body TEXT,
  started_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
`;

/**
 * Opens (and on first start creates) the commerce database.
 * WAL lets readers run beside the one writer; synchronous = FULL fsyncs the WAL on every commit, so a write
 * the service has acknowledged survives a power cut or OS crash too, not only a killed process (NORMAL would
 * only guarantee the latter). busy_timeout covers a second process or a checkpoint holding the lock.
 */
export function openCommerceDb(dbPath: string): Db {
  const db = openSandboxDb(dbPath) as Db;
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  migrateCommerceDb(db);
  return db;
}

/** Seeds variants and stock once: an existing variant keeps its stock, so a restart loses no sale. */
export function seedVariants(db: Db, variants: StockedVariant[]): void {
  const insert = db.prepare(
    'INSERT INTO variants (id, data, region, product_id, stock) VALUES (@id, @data, @region, @productId, @stock) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
  );
  db.transaction(() => {
    for (const v of variants) {
      const { stock, ...rest } = v;
      insert.run({ id: v.id, data: JSON.stringify(rest), region: v.region, productId: v.productId, stock });
    }
  })();
}
