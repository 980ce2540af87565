import type { ResultAsync } from 'neverthrow';
import type { DomainError, ErrorCode } from '../errors.js';
import type { EurRates } from '../pricing/exchange.js';
import { BACKEND_FAILURE_CODES } from './backend-failures.js';

export const RATES_ERROR_CODES = [...BACKEND_FAILURE_CODES] as const satisfies readonly ErrorCode[];
export type RatesError = DomainError<(typeof RATES_ERROR_CODES)[number]>;

/**
 * A source of exchange rates against EUR (GET /api/eurocon, fallback rates).
 * The caller falls back to core's FALLBACK_RATES when this fails.
 */
export interface ExchangeRatesPort {
  /** 1 EUR = rate units of each currency; only positive finite rates under upper-case three-letter codes. */
  latest(): ResultAsync<EurRates, RatesError>;
}
