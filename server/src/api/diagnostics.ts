import { z } from 'zod';
import { clientKey } from '../request-context.js';
import { jsonBody, limitBody, NO_STORE, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { createDiagnosticsBudget, LINE_OVERHEAD_BYTES } from './diagnostics-budget.js';
import { ApiError } from './errors.js';

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

/**
 * The product's body, or a batch of them (docs/decisions.md "Update notice, chunk reload and browser diagnostics"): one
 * post per second from a page at most.
 */
const DiagnosticsBody = z.union([DiagnosticReport, z.array(DiagnosticReport).min(1).max(MAX_REPORTS_PER_POST)]);

/** A client may claim any level; its reports are never the server's errors, so `error` is logged as `warn`. */
const LOGGED_LEVEL = { error: 'warn', warn: 'warn', info: 'info' } as const;

/**
 * POST /api/diagnostics/log with `{ message, code, data, level, service }`, or an array of up to 20 of them,
 * → 202 `{ success: true }`, each written to the JSON log at its level, `error` lowered to `warn` (the claimed level
 * is kept as `reportedLevel`), with the code prefixed by the service (`cart:error_fetch_cart`). 400 for a bad report
 * (then none of the batch is logged), 413 too big, 429 over the per-address rate limit (one post counts once) or over
 * the client's bytes for the minute. Over the bytes of all clients for the minute the post is dropped and counted:
 * 202 `{ success: true, dropped }`. It never waits on anything but the body, so it always answers quickly.
 */
export function registerDiagnosticsRoutes(api: ApiApp, deps: ApiDeps, limiters: Limiters): void {
  const { config } = deps;
  const budget = createDiagnosticsBudget(
    { perClient: config.DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE, total: config.DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE },
    deps.logger,
    deps.limiterStore,
  );
  api.post('/api/diagnostics/log', limitBody(BODY_LIMIT), async (c) => {
    await limiters.diagnostics.enforce(c);
    const body = parseInput(DiagnosticsBody, await jsonBody(c));
    const lines = (Array.isArray(body) ? body : [body]).map(lineOf);
    const bytes = lines.reduce((sum, line) => sum + Buffer.byteLength(JSON.stringify(line)) + LINE_OVERHEAD_BYTES, 0);
    const answer = await budget.spend(clientKey(c, config.TRUST_PROXY), bytes, lines.length);
    if (!answer.spent && answer.over === 'client') {
      c.header('retry-after', String(answer.retryAfterSeconds));
      c.header('cache-control', 'no-store');
      throw new ApiError('RATE_LIMITED', 'Too many requests, please slow down');
    }
    if (!answer.spent) return c.json({ success: true, dropped: lines.length }, 202, NO_STORE);
    const log = c.get('log');
    for (const line of lines) log[line.level](line.message, line.data);
    return c.json({ success: true }, 202, NO_STORE);
  });
}

function lineOf(report: z.infer<typeof DiagnosticReport>) {
  const prefix = `${report.service}:`;
  const code = report.code.startsWith(prefix) ? report.code : `${prefix}${report.code}`;
  return {
    level: LOGGED_LEVEL[report.level],
    message: report.message,
    data: { source: 'client', service: report.service, code, reportedLevel: report.level, data: report.data },
  };
}
