import type { ProviderDb } from './provider-db.js';

export interface WebhookOutboxOptions {
  /** Where the undelivered webhooks are kept, so a restart delivers them still. */
  db: ProviderDb;
  notifyUrl: () => string | undefined;
  /** Waits before each retry; past the last one, retries keep that last wait. The first attempt goes at once. */
  retryDelaysMs?: number[];
  /** At most this many undelivered notifications; past it the oldest is dropped with a warning. */
  maxItems?: number;
  /** A notification undelivered for this long is dropped with a warning. */
  maxAgeMs?: number;
  timeoutMs?: number;
  /** Deliveries under way at once: a receiver coming back is not flooded by the whole backlog. */
  concurrency?: number;
}

interface Entry {
  id: number;
  body: string;
  createdAt: number;
  attempts: number;
  dueAt: number;
  inFlight: boolean;
  /** The receiver answered 4xx: it is up and declined this one (still retried, but nobody should wait for it). */
  declined: boolean;
}

export const DEFAULT_RETRY_DELAYS_MS = [100, 400, 1_600, 6_400, 30_000];

interface Row {
  id: number;
  body: string;
  created_at: number;
  attempts: number;
  due_at: number;
  declined: number;
}

/**
 * Undelivered webhooks stay queued and are retried with backoff until the receiver answers 2xx
 * (a receiver that is down or restarting still learns every outcome), bounded by count and age. Each is written to the
 * provider's database when it is made (in the transaction of the change it reports) and deleted once delivered, so the
 * provider's own restart delivers what it had not; the queue in memory mirrors the table for the scheduling.
 */
export function createWebhookOutbox(options: WebhookOutboxOptions) {
  const { db } = options;
  const delays = options.retryDelaysMs && options.retryDelaysMs.length > 0 ? options.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;
  const maxItems = options.maxItems ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const concurrency = options.concurrency ?? 8;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const insert = db.prepare('INSERT INTO webhook_outbox (body, created_at, attempts, due_at, declined) VALUES (?, ?, 0, ?, 0)');
  const update = db.prepare('UPDATE webhook_outbox SET attempts = ?, due_at = ?, declined = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM webhook_outbox WHERE id = ?');
  // What a previous run left undelivered goes out at once: the receiver may well be up by now.
  const startedAt = Date.now();
  const entries = new Set<Entry>(
    (db.prepare('SELECT * FROM webhook_outbox ORDER BY id').all() as Row[]).map((row) => ({
      id: row.id,
      body: row.body,
      createdAt: row.created_at,
      attempts: row.attempts,
      dueAt: Math.min(row.due_at, startedAt),
      inFlight: false,
      declined: row.declined === 1,
    })),
  );
  const forget = (entry: Entry) => {
    entries.delete(entry);
    remove.run(entry.id);
  };
  const aborts = new AbortController();
  let idleWaiters: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = 0;
  let closed = false;

  const isIdle = () => closed || !options.notifyUrl() || [...entries].every((entry) => entry.declined && !entry.inFlight);

  function checkIdle(): void {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function dropExpired(now: number): void {
    for (const entry of entries) {
      if (entry.inFlight || now - entry.createdAt < maxAgeMs) continue;
      forget(entry);
      console.warn(`payment provider: dropped a webhook undelivered for ${Math.round((now - entry.createdAt) / 1000)} s`);
    }
  }

  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (closed || !options.notifyUrl() || inFlight >= concurrency) return;
    let next = Number.POSITIVE_INFINITY;
    for (const entry of entries) if (!entry.inFlight && entry.dueAt < next) next = entry.dueAt;
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(pump, Math.max(0, next - Date.now()));
    timer.unref();
  }

  function pump(): void {
    timer = undefined;
    const url = options.notifyUrl();
    if (closed || !url) {
      checkIdle();
      return;
    }
    const now = Date.now();
    dropExpired(now);
    for (const entry of entries) {
      if (inFlight >= concurrency) break;
      if (!entry.inFlight && entry.dueAt <= now) void deliver(url, entry);
    }
    schedule();
    checkIdle();
  }

  async function deliver(url: string, entry: Entry): Promise<void> {
    entry.inFlight = true;
    inFlight++;
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: entry.body,
        signal: AbortSignal.any([aborts.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // unreachable receiver (or closing): retried after the next delay
    }
    inFlight--;
    entry.inFlight = false;
    // Closed (the database with it): what is left stays in the table for the next start.
    if (closed) return;
    if (status >= 200 && status < 300) {
      forget(entry);
    } else {
      entry.attempts++;
      entry.declined = status >= 400 && status < 500;
      entry.dueAt = Date.now() + delays[Math.min(entry.attempts, delays.length) - 1]!;
      update.run(entry.attempts, entry.dueAt, entry.declined ? 1 : 0, entry.id);
    }
    schedule();
    checkIdle();
  }

  schedule();
  return {
    enqueue(body: string): void {
      if (closed) return;
      const now = Date.now();
      const id = Number(insert.run(body, now, now).lastInsertRowid);
      entries.add({ id, body, createdAt: now, attempts: 0, dueAt: now, inFlight: false, declined: false });
      for (const oldest of entries) {
        if (entries.size <= maxItems) break;
        if (oldest.inFlight) continue;
        forget(oldest);
        console.warn(`payment provider: webhook outbox full (${maxItems}), dropped the oldest notification`);
      }
      schedule();
    },
    /** The notify URL changed (or was set): deliver what waits without sitting out the current backoff. */
    wake(): void {
      const now = Date.now();
      for (const entry of entries) if (!entry.inFlight) entry.dueAt = Math.min(entry.dueAt, now);
      schedule();
      checkIdle();
    },
    size: () => entries.size,
    /**
     * Resolves when every queued webhook is delivered, or only ones the receiver declined with a 4xx are left,
     * or no notify URL is set (nothing is deliverable), or the outbox is closed. Retries go on regardless.
     */
    idle(): Promise<void> {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Stops retries and aborts deliveries under way; what is left waits in the table for the next start. */
    close(): void {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      aborts.abort();
      checkIdle();
    },
  };
}
