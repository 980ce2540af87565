import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const newNonce = (): string => randomBytes(16).toString('base64');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for an inline script: `<` escaped so no value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The value when it is exactly an http(s) origin (scheme, host, optional port; no path, query or credentials). */
export function parseHttpOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

export function answerHtml(c: Context, status: ContentfulStatusCode, html: string, csp: string): Response {
  return c.body(html, status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
}

/** A plain page for a bad link, framed by nobody. */
export function answerProblemPage(c: Context, status: ContentfulStatusCode, message: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment page unavailable</title></head><body><main><h1>Payment page unavailable</h1><p>${escapeHtml(message)}</p></main></body></html>`;
  return answerHtml(c, status, html, "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
}
