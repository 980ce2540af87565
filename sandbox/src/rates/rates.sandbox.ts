import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, createRouter, listen, type RunningService, sendError, sendJson } from '../http/http-kit.js';
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

/** The embedded exchange-rate source behind GET /api/eurocon (DECISIONS 1): GET /latest?base=EUR. */
export async function startRatesSandbox(options: RatesSandboxOptions = {}): Promise<RatesSandbox> {
  const rates = options.rates ?? SANDBOX_RATES;
  const faults = createFaults();
  const router = createRouter();
  router.get('/latest', ({ res, url }) => {
    const base = url.searchParams.get('base') ?? 'EUR';
    if (base !== 'EUR') return sendError(res, 400, 'UNSUPPORTED_BASE', 'Only base EUR is served');
    sendJson(res, 200, { base: 'EUR', date: new Date().toISOString().slice(0, 10), rates }, { 'cache-control': 'public, max-age=3600' });
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (await faults.apply(res)) return;
      const url = new URL(req.url ?? '/', 'http://rates.sandbox');
      if (!(await router.handle(req, res, url))) sendError(res, 404, 'NOT_FOUND', `No route for ${url.pathname}`);
    } catch (error) {
      answerError(res, error);
    }
  };
  const running = await listen((req, res) => void handle(req, res), { port: options.port ?? 0, host: options.host });
  return { ...running, faults: { inject: faults.inject, clear: faults.clear } };
}
