const LEVELS = { error: 0, warn: 1, info: 2 } as const;
export type LogLevel = keyof typeof LEVELS;

/** The sandbox's own logger shape (it implements services, not the shop's ports). */
export interface JsonLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): JsonLogger;
}

/** One JSON object per line on stdout, so any log shipper can read it. */
export function createJsonLogger(
  options: { level?: LogLevel; fields?: Record<string, unknown>; write?: (line: string) => void } = {},
): JsonLogger {
  const threshold = LEVELS[options.level ?? 'info'];
  const fields = options.fields ?? {};
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const log = (level: LogLevel) => (message: string, data?: Record<string, unknown>) => {
    if (LEVELS[level] > threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields, ...(data ? { data: serialisable(data) } : {}) }));
  };
  return {
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (more) => createJsonLogger({ ...options, fields: { ...fields, ...more } }),
  };
}

/** Errors lose their fields in JSON.stringify; keep name and message, never the stack in production logs. */
function serialisable(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
  }
  return out;
}
