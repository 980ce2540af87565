import { openSandboxDb } from '../sandbox-db.js';

export interface StoredSignUp {
  email: string;
  store: string;
  countryCode: string;
  source: 'form' | 'checkout';
}

/** Sign-ups persist in SQLite under DATA_DIR; one row per email (a repeat sign-up updates the market). */
export function openNewsletterStore(dbPath: string) {
  const db = openSandboxDb(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS subscribers (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    store TEXT NOT NULL,
    country_code TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`);
  const upsert = db.prepare(
    `INSERT INTO subscribers (email, store, country_code, source, created_at, updated_at)
     VALUES (@email, @store, @countryCode, @source, @now, @now)
     ON CONFLICT(email) DO UPDATE SET store = excluded.store, country_code = excluded.country_code, updated_at = excluded.updated_at`,
  );
  const exists = db.prepare('SELECT 1 FROM subscribers WHERE email = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM subscribers');
  return {
    /** Answers true when the email was new. */
    subscribe(signUp: StoredSignUp): boolean {
      const isNew = exists.get(signUp.email) === undefined;
      upsert.run({ ...signUp, now: new Date().toISOString() });
      return isNew;
    },
    count: () => (count.get() as { n: number }).n,
    close: () => db.close(),
  };
}
