import { startRatesSandbox } from '@sockshop/sandbox/rates/rates.sandbox';
import { describe, expect, it } from 'vitest';
import { createHttpRates } from './rates.http.js';

describe('rates sandbox and its HTTP adapter', () => {
  it('reads 1 EUR in each currency; a failing or malformed source is an error the API falls back from', async () => {
    const rates = await startRatesSandbox({ rates: { GBP: 0.8, usd: 2, CHF: -1 } });
    try {
      const port = createHttpRates({ baseUrl: rates.url });
      expect((await port.latest())._unsafeUnwrap()).toEqual({ EUR: 1, GBP: 0.8 });
      rates.faults.inject({ status: 500 });
      expect((await port.latest())._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
      rates.faults.inject({ malformed: true });
      expect((await port.latest())._unsafeUnwrapErr().code).toBe('UPSTREAM_CONTRACT');
    } finally {
      await rates.close();
    }
  });
});
