import type { Db } from './db.types.js';

/**
 * Columns and tables added after the first release. `CREATE TABLE IF NOT EXISTS` cannot add a column
 * to a database file that already exists, so each column is added here when the file lacks it.
 */
const COLUMNS: Record<'orders' | 'carts', Record<string, string>> = {
  orders: {
    // When a pending order's reservation ends (ms since epoch); data, so expiry survives a restart.
    expires_at: 'INTEGER',
    refused_attempts: 'INTEGER NOT NULL DEFAULT 0',
    // When to ask the provider what became of the order's payments (null: nothing to ask).
    reconcile_at: 'INTEGER',
    // The client address (IPv6 by /64) whose holds the order's units count against; null for orders written before.
    client: 'TEXT',
  },
  carts: {
    // When the cart's hold ends, fixed by the first order of the hold: no later order or attempt renews it past this.
    hold_until: 'INTEGER',
  },
};

const TABLES = `
CREATE INDEX IF NOT EXISTS orders_expiry ON orders (status, expires_at);
CREATE INDEX IF NOT EXISTS orders_reconcile ON orders (reconcile_at);
CREATE INDEX IF NOT EXISTS orders_client ON orders (client, status);
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
    for (const [table, columns] of Object.entries(COLUMNS)) {
      const have = new Set(
        db
          .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
          .all()
          .map((c) => c.name),
      );
      for (const [name, type] of Object.entries(columns)) {
        if (!have.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
      }
    }
    db.exec(TABLES);
  })();
}
