/** Where the commerce sandbox writes what an operator must see: refused payment results, provider cancels, refusals. */
export interface CommerceLog {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
}

const line =
  (level: string) =>
  (message: string, fields: Record<string, unknown> = {}) => {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, service: 'commerce', message, ...fields })}\n`);
  };

/** One JSON line per entry on stderr, as the shop's own logger writes them. */
export const jsonLinesLog: CommerceLog = { error: line('error'), warn: line('warn'), info: line('info') };
