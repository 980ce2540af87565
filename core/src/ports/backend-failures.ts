import type { ErrorCode } from '../errors.js';

/**
 * What any port may answer when its backend fails rather than answers: each port's own code list ends with these. A
 * file of its own, as code-guard.ts: the browser's port guards import it without the error messages.
 */
export const BACKEND_FAILURE_CODES = ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_CONTRACT'] as const satisfies readonly ErrorCode[];
