import type { Db } from './db.js';

/**
 * Columns and tables added after the first release (issue 10). `CREATE TABLE IF NOT EXISTS` cannot add a column to
 * a database file that already exists, so each column is added here when the file lacks it.
 */
const ORDER_COLUMNS: Record<string, string> = {
  // When a pending order's reservation ends (ms since epoch); data, so expiry survives a restart.
  expires_at: 'INTEGER',
  refused_attempts: 'INTEGER NOT NULL DEFAULT 0',
  // When to ask the provider what became of the order's payments (null: nothing to ask).
  reconcile_at: 'INTEGER',
};

const TABLES = `
CREATE INDEX IF NOT EXISTS orders_expiry ON orders (status, expires_at);
CREATE INDEX IF NOT EXISTS orders_reconcile ON orders (reconcile_at);
CREATE TABLE IF NOT EXISTS payment_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  psp_reference TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('cancel', 'refund')),
  reason TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('requested', 'sent', 'confirmed', 'failed')),
  modification_psp TEXT,
  detail TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (psp_reference, action)
);
CREATE TABLE IF NOT EXISTS notification_inbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  item TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  applied_at INTEGER
);
CREATE INDEX IF NOT EXISTS inbox_unapplied ON notification_inbox (applied_at);
`;

export function migrateCommerceDb(db: Db): void {
  db.transaction(() => {
    const have = new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(orders)')
        .all()
        .map((c) => c.name),
    );
    for (const [name, type] of Object.entries(ORDER_COLUMNS)) {
      if (!have.has(name)) db.exec(`ALTER TABLE orders ADD COLUMN ${name} ${type}`);
    }
    db.exec(TABLES);
  })();
}
