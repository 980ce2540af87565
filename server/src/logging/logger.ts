import type { Logger } from '@sockshop/core/ports';
import { type DestinationStream, pino, stdSerializers } from 'pino';

type LogLevel = 'error' | 'warn' | 'info';

/** The core Logger port plus child loggers that carry fields (the request id) on every line. */
export interface ShopLogger extends Logger {
  child(fields: Record<string, unknown>): ShopLogger;
}

/**
 * pino behind the core Logger port: one JSON object per line (`time`, `level` as a word, `message`, the logger's fields,
 * and the call's fields under `data`); an Error anywhere in `data` becomes `{ type, message, stack }`, the stack one field.
 */
export function createLogger(
  options: { level?: LogLevel; fields?: Record<string, unknown>; write?: (line: string) => void } = {},
): ShopLogger {
  const destination: DestinationStream | undefined = options.write ? { write: options.write } : undefined;
  const settings = {
    level: options.level ?? 'info',
    base: options.fields ?? {},
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // Synchronous stdout: the last lines before an exit (a failed start, a shutdown) are never lost.
  return wrap(pino(settings, destination ?? pino.destination({ dest: 1, sync: true })));
}

function wrap(logger: pino.Logger): ShopLogger {
  const log = (level: LogLevel) => (message: string, data?: Record<string, unknown>) => {
    if (data) logger[level]({ data: withErrors(data) }, message);
    else logger[level](message);
  };
  return { info: log('info'), warn: log('warn'), error: log('error'), child: (fields) => wrap(logger.child(fields)) };
}

function withErrors(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = value instanceof Error ? stdSerializers.err(value) : value;
  return out;
}
