import { z } from 'zod';
import { jsonBody, limitBody, NO_STORE, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';

/** A report is a few fields and some context; anything larger is refused (413) before it is parsed. */
const BODY_LIMIT = 16 * 1024;

const DiagnosticsBody = z.object({
  message: z.string().min(1).max(2000),
  code: z
    .string()
    .max(120)
    .regex(/^[\w.:/-]*$/),
  data: z.unknown().optional(),
  level: z.enum(['error', 'info', 'warn']),
  service: z.string().regex(/^[\w.-]{1,40}$/),
});

/**
 * POST /api/diagnostics/log (spec §7) with `{ message, code, data, level, service }` → 202 `{ success: true }`, written to
 * the JSON log with the code prefixed by the service (`checkout:error_fetch_cart`). 400 for a bad report, 413 too big,
 * 429 over the per-address rate limit. It never waits on anything but the body, so it always answers quickly.
 */
export function registerDiagnosticsRoutes(api: ApiApp, _deps: ApiDeps, limiters: Limiters): void {
  api.post('/api/diagnostics/log', limitBody(BODY_LIMIT), async (c) => {
    await limiters.diagnostics.enforce(c);
    const report = parseInput(DiagnosticsBody, await jsonBody(c));
    const prefix = `${report.service}:`;
    const code = report.code.startsWith(prefix) ? report.code : `${prefix}${report.code}`;
    c.get('log')[report.level](report.message, { source: 'client', service: report.service, code, data: report.data });
    return c.json({ success: true }, 202, NO_STORE);
  });
}
