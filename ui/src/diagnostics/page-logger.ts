import { createClientLogger, type WireReport } from './client-logger';

const ENDPOINT = '/api/diagnostics/log';

/**
 * POST /api/diagnostics/log: one report as the spec's object, a batch as an array (the server takes both, at most
 * 20). `keepalive` lets the last batch leave with the page; any failure is ignored.
 */
function post(batch: WireReport[]): Promise<unknown> {
  return fetch(ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(batch.length === 1 ? batch[0] : batch),
  }).catch(() => undefined);
}

export const pageLogger = createClientLogger({
  send: post,
  now: () => Date.now(),
  schedule(run, ms) {
    const id = window.setTimeout(run, ms);
    return () => window.clearTimeout(id);
  },
});

// What waits when the shopper leaves or hides the page goes at once rather than never.
window.addEventListener('pagehide', pageLogger.flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') pageLogger.flush();
});
