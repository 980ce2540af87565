import { type DestinationStream, pino, stdSerializers } from 'pino';

export type LogLevel = 'error' | 'warn' | 'info';

/** The sandbox's own logger shape (it implements services, not the shop's ports). */
export interface SandboxLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): SandboxLogger;
}

/**
 * pino, in the shape the shop's logs have: one JSON object per line (`time`, `level` as a word, `message`, the logger's
 * fields, the call's fields under `data`; an Error becomes `{ type, message, stack }`). `destination` defaults to stdout.
 */
export function createLogger(
  options: { level?: LogLevel; fields?: Record<string, unknown>; destination?: 1 | 2; write?: (line: string) => void } = {},
): SandboxLogger {
  const destination: DestinationStream = options.write
    ? { write: options.write }
    : pino.destination({ dest: options.destination ?? 1, sync: true });
  const settings = {
    level: options.level ?? 'info',
    base: options.fields ?? {},
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return wrap(pino(settings, destination));
}

function wrap(logger: pino.Logger): SandboxLogger {
  const log = (level: LogLevel) => (message: string, data?: Record<string, unknown>) => {
    if (!data) return logger[level](message);
    const fields = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, value instanceof Error ? stdSerializers.err(value) : value]),
    );
    logger[level]({ data: fields }, message);
  };
  return { info: log('info'), warn: log('warn'), error: log('error'), child: (fields) => wrap(logger.child(fields)) };
}
