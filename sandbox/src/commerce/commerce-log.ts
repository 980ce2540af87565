import { createLogger } from '../logging/logger.js';

/** Where the commerce sandbox writes what an operator must see: refused payment results, provider cancels, refusals. */
export interface CommerceLog {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
}

/** JSON lines on stderr, in the same shape as the shop's logs, when the caller passes no log of its own. */
export const jsonLinesLog: CommerceLog = createLogger({ fields: { service: 'commerce' }, destination: 2 });
