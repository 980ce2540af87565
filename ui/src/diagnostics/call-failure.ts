import { report } from './report';

/**
 * A browser-side call for content, recommendations or suggestions that failed: the page shows its fallback
 * (no list, no suggestions), so it is a warning, with the HTTP status or the error's name as data.
 */
export function reportCallFailure(service: string, call: string, detail: number | unknown): void {
  report({
    level: 'warn',
    service,
    code: `error_fetch_${call}`,
    message: `Fetching ${call} failed`,
    data: typeof detail === 'number' ? { status: detail } : { error: detail instanceof Error ? detail.name : String(detail) },
  });
}
