import type { UpstreamOutcome, UpstreamService } from './shop-metrics.js';

type Fetch = typeof globalThis.fetch;
type Record = (service: UpstreamService, outcome: UpstreamOutcome, seconds: number) => void;

/** How an answer counts: anything but a 429 or a 5xx is the service answering as it means to (404s included). */
export function outcomeOf(status: number): UpstreamOutcome {
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'server_error' : 'ok';
}

/**
 * A `fetch` that records each call to `service`: its outcome and the time to the response headers (or to the failure).
 * The composition root hands it to the adapters (ky and the Storyblok client take a `fetch` option), so the adapters
 * know nothing of metrics. Each attempt is one call: a retried request counts every try.
 */
export function measuredFetch(service: UpstreamService, record: Record, base: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await base(input, init);
      record(service, outcomeOf(response.status), seconds());
      return response;
    } catch (error) {
      // ky and the Storyblok client end a slow call by aborting it; AbortSignal.timeout() rejects with a TimeoutError.
      const name = (error as { name?: unknown } | null)?.name;
      record(service, name === 'AbortError' || name === 'TimeoutError' ? 'timeout' : 'error', seconds());
      throw error;
    }
  };
}
