import type { EurRates } from '@sockshop/core/pricing';
import { FALLBACK_RATES } from '@sockshop/core/pricing';
import type { ApiApp, ApiDeps } from './deps.js';

/** Live rates are kept for an hour; after a failed fetch the next request may try again after a minute. */
const FRESH_MS = 60 * 60 * 1000;
const RETRY_MS = 60 * 1000;

const fallbackRates = (): EurRates => Object.fromEntries(Object.entries(FALLBACK_RATES).map(([code, rule]) => [code, rule.fallback]));

/**
 * GET /api/eurocon → `{ EUR: 1, GBP: 0.86, … }`, 1 EUR in each currency. The source is the ExchangeRatesPort;
 * when it fails the last good rates are served, else core's FALLBACK_RATES, and `x-rates-source` says which.
 */
export function registerEuroconRoutes(api: ApiApp, { rates, logger, now = Date.now }: ApiDeps): void {
  let cached: { rates: EurRates; at: number; source: 'live' | 'stale' | 'fallback' } | undefined;
  let inFlight: Promise<void> | undefined;

  const refresh = () => {
    inFlight ??= rates
      .latest()
      .match(
        (live) => {
          cached = { rates: live, at: now(), source: 'live' };
        },
        (error) => {
          logger.warn('exchange rates unavailable, serving fallback', { code: error.code, reason: error.message });
          // Keep the last good rates; retry a minute later rather than on every request.
          cached =
            cached && cached.source !== 'fallback'
              ? { rates: cached.rates, at: now() - FRESH_MS + RETRY_MS, source: 'stale' }
              : { rates: fallbackRates(), at: now() - FRESH_MS + RETRY_MS, source: 'fallback' };
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  api.get('/api/eurocon', async (c) => {
    if (!cached || now() - cached.at >= FRESH_MS) await refresh();
    const current = cached ?? { rates: fallbackRates(), source: 'fallback' as const };
    if (current.source !== 'live') c.get('log').info('eurocon served without live rates', { source: current.source });
    return c.json(current.rates, 200, {
      'cache-control': current.source === 'live' ? 'public, max-age=3600, stale-while-revalidate=86400' : 'public, max-age=60',
      'x-rates-source': current.source,
    });
  });
}
