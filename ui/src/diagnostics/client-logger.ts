import type { DiagnosticReport } from './diagnostic-report';

/** A report as POST /api/diagnostics/log takes it (server/src/api/diagnostics.ts): the code carries its service. */
export type WireReport = Required<Pick<DiagnosticReport, 'level' | 'service' | 'code' | 'message'>> & { data?: unknown };

export interface ClientLoggerOptions {
  /** Posts one batch; may throw or reject, which is ignored. */
  send(batch: WireReport[]): unknown;
  now(): number;
  /** Runs `run` after `ms`; returns a function that cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

/**
 * docs/decisions.md "Update notice, chunk reload and browser diagnostics": one post a second at most, 20 reports per
 * post, 10 reports a minute per page.
 */
export const LOGGER_LIMITS = { flushAfterMs: 1_000, maxBatch: 20, perMinute: 10, messageChars: 500, dataChars: 1_000 } as const;

const CODE_CHARS = /[^\w.:/-]+/g;

/** The server's rules (zod there): a code of word characters, a service of at most 40, bounded text and data. */
export function toWire(entry: DiagnosticReport): WireReport {
  const service = (entry.service.replace(/[^\w.-]+/g, '') || 'ui').slice(0, 40);
  const code = entry.code.replace(CODE_CHARS, '_');
  const prefixed = code.startsWith(`${service}:`) ? code : `${service}:${code}`;
  const wire: WireReport = {
    level: entry.level,
    service,
    code: prefixed.slice(0, 120),
    message: (entry.message || code || 'unknown').slice(0, LOGGER_LIMITS.messageChars),
  };
  if (entry.data !== undefined) wire.data = boundedData(entry.data);
  return wire;
}

/** Data that survives JSON and stays small; anything else is summarised rather than sent whole. */
function boundedData(data: unknown): unknown {
  try {
    const text = JSON.stringify(data);
    if (text === undefined) return String(data).slice(0, LOGGER_LIMITS.dataChars);
    return text.length <= LOGGER_LIMITS.dataChars ? JSON.parse(text) : { truncated: text.slice(0, LOGGER_LIMITS.dataChars) };
  } catch {
    return { unserialisable: true };
  }
}

/**
 * The page's diagnostics logger: reports are batched (sent a second after the first of a batch, or at once when 20 wait,
 * or when the page is hidden), a report equal to one already taken (level, code and message) is dropped, and no more
 * than 10 are taken in any minute. It never throws: diagnostics must not break the page they describe.
 */
export function createClientLogger(options: ClientLoggerOptions) {
  const seen = new Set<string>();
  const taken: number[] = [];
  let queue: WireReport[] = [];
  let cancel: (() => void) | null = null;

  const flush = () => {
    cancel?.();
    cancel = null;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      void Promise.resolve(options.send(batch)).catch(() => undefined);
    } catch {
      // Failures are ignored.
    }
  };

  return {
    /** Takes a report; false when it was dropped (a duplicate, over the rate, or malformed). */
    log(entry: DiagnosticReport): boolean {
      try {
        const wire = toWire(entry);
        const key = `${wire.level}\n${wire.code}\n${wire.message}`;
        if (seen.has(key)) return false;
        const now = options.now();
        while (taken.length > 0 && now - (taken[0] ?? now) >= 60_000) taken.shift();
        if (taken.length >= LOGGER_LIMITS.perMinute) return false;
        seen.add(key);
        taken.push(now);
        queue.push(wire);
        if (queue.length >= LOGGER_LIMITS.maxBatch) flush();
        else cancel ??= options.schedule(flush, LOGGER_LIMITS.flushAfterMs);
        return true;
      } catch {
        return false;
      }
    },
    /** Sends what waits now (the page is being hidden or left). */
    flush,
  };
}
