import { domainError } from '@sockshop/core/errors';
import type { ExchangeRatesPort, RatesError } from '@sockshop/core/ports';
import { parseEurRates } from '@sockshop/core/pricing';
import ky from 'ky';
import { err, ok, ResultAsync } from 'neverthrow';
import { z } from 'zod';

export interface HttpRatesOptions {
  /** A rate service answering GET /latest?base=EUR with `{ base: 'EUR', rates: { GBP: 0.85, … } }` (ECB-based services). */
  baseUrl: string;
  timeoutMs?: number;
  /** The fetch the calls go through (the server's composition root hands in one that measures them). */
  fetch?: typeof globalThis.fetch;
}

const LatestSchema = z.object({ base: z.literal('EUR'), rates: z.record(z.string(), z.unknown()) });

/** ExchangeRatesPort over HTTP; reads only, so a failed call is simply reported and the caller uses its fallback rates. */
export function createHttpRates(options: HttpRatesOptions): ExchangeRatesPort {
  const api = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 2_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    latest() {
      return ResultAsync.fromPromise(
        api.get('latest', { searchParams: { base: 'EUR' } }).json<unknown>(),
        (error): RatesError => domainError('UPSTREAM_UNAVAILABLE', 'Rate service unreachable', error),
      ).andThen((body) => {
        const parsed = LatestSchema.safeParse(body);
        if (!parsed.success) return err<never, RatesError>(domainError('UPSTREAM_CONTRACT', 'Rate service answered an unexpected shape'));
        return ok({ EUR: 1, ...parseEurRates(parsed.data.rates) });
      });
    },
  };
}
