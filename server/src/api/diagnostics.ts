import { z } from 'zod';
import { jsonBody, limitBody, NO_STORE, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';

/** A batch of reports is a few kilobytes; anything larger is refused (413) before it is parsed. */
const BODY_LIMIT = 48 * 1024;
/** The browser's logger sends at most this many reports in one post (ui/src/diagnostics/client-logger.ts). */
export const MAX_REPORTS_PER_POST = 20;

const DiagnosticReport = z.object({
  message: z.string().min(1).max(2000),
  code: z
    .string()
    .max(120)
    .regex(/^[\w.:/-]*$/),
  data: z.unknown().optional(),
  level: z.enum(['error', 'info', 'warn']),
  service: z.string().regex(/^[\w.-]{1,40}$/),
});

/** spec §7's body, or a batch of them (docs/decisions.md "Browser diagnostics"): one post per second from a page at most. */
const DiagnosticsBody = z.union([DiagnosticReport, z.array(DiagnosticReport).min(1).max(MAX_REPORTS_PER_POST)]);

/**
 * POST /api/diagnostics/log (spec §7) with `{ message, code, data, level, service }`, or an array of up to 20 of them,
 * → 202 `{ success: true }`, each written to the JSON log at its level with the code prefixed by the service
 * (`cart:error_fetch_cart`). 400 for a bad report (then none of the batch is logged), 413 too big, 429 over the
 * per-address rate limit (one post counts once). It never waits on anything but the body, so it always answers quickly.
 */
export function registerDiagnosticsRoutes(api: ApiApp, _deps: ApiDeps, limiters: Limiters): void {
  api.post('/api/diagnostics/log', limitBody(BODY_LIMIT), async (c) => {
    await limiters.diagnostics.enforce(c);
    const body = parseInput(DiagnosticsBody, await jsonBody(c));
    const log = c.get('log');
    for (const report of Array.isArray(body) ? body : [body]) {
      const prefix = `${report.service}:`;
      const code = report.code.startsWith(prefix) ? report.code : `${prefix}${report.code}`;
      log[report.level](report.message, { source: 'client', service: report.service, code, data: report.data });
    }
    return c.json({ success: true }, 202, NO_STORE);
  });
}
