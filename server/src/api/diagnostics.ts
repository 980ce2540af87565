import { z } from 'zod';
import type { Router } from '../http/http-kit.js';
import { sendJson } from '../http/http-kit.js';
import { enforce, NO_STORE, parseInput, readJsonBody, requestLogs } from './api-kit.js';
import type { ApiDeps, Limiters } from './api-router.js';
import { clientKey } from './rate-limit.js';

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
export function registerDiagnosticsRoutes(router: Router, { config, logger }: ApiDeps, limiters: Limiters): void {
  router.post('/api/diagnostics/log', async ({ req, res }) => {
    enforce(limiters.diagnostics.take(clientKey(req, config.TRUST_PROXY)), res);
    const report = parseInput(DiagnosticsBody, await readJsonBody(req, BODY_LIMIT));
    const prefix = `${report.service}:`;
    const code = report.code.startsWith(prefix) ? report.code : `${prefix}${report.code}`;
    const log = requestLogs.get(req) ?? logger;
    log[report.level](report.message, { source: 'client', service: report.service, code, data: report.data });
    sendJson(res, 202, { success: true }, NO_STORE);
  });
}
