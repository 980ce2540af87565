import { Hono } from 'hono';
import { answerJsonError, answerNotFound, HttpError, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { createFaults, type SearchFault } from '../search/guards.js';

export interface RatesSandboxOptions {
  port?: number;
  host?: string;
  /** Defaults to SANDBOX_RATES. */
  rates?: Record<string, number>;
}

export interface RatesSandbox extends RunningService {
  faults: { inject(fault: SearchFault, times?: number): void; clear(): void };
}

/** A fixed table in the shape of the common ECB-based rate services (`{ base, date, rates }`), 1 EUR = rate units. */
export const SANDBOX_RATES: Readonly<Record<string, number>> = {
  GBP: 0.8571,
  CHF: 0.9412,
  USD: 1.0842,
  SEK: 11.462,
  DKK: 7.4601,
  NOK: 11.683,
  CZK: 25.118,
  JPY: 161.42,
  KRW: 1448.6,
  AUD: 1.6512,
  NZD: 1.8093,
  HKD: 8.4617,
};

/** The embedded exchange-rate source behind GET /api/eurocon: GET /latest?base=EUR. */
export async function startRatesSandbox(options: RatesSandboxOptions = {}): Promise<RatesSandbox> {
  const rates = options.rates ?? SANDBOX_RATES;
  const faults = createFaults();
  const app = new Hono({ strict: false });
  app.onError(answerJsonError());
  app.notFound(answerNotFound);
  app.use(faults.middleware());
  app.get('/latest', (c) => {
    const base = c.req.query('base') ?? 'EUR';
    if (base !== 'EUR') throw new HttpError(400, 'UNSUPPORTED_BASE', 'Only base EUR is served');
    const answer = { base: 'EUR', date: new Date().toISOString().slice(0, 10), rates };
    return c.json(answer, 200, { 'cache-control': 'public, max-age=3600' });
  });
  refuseOtherMethods(app);
  const running = await serve(app, { port: options.port ?? 0, host: options.host });
  return { ...running, faults: { inject: faults.inject, clear: faults.clear } };
}
