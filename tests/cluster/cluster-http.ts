// HTTP helpers of the cluster tests: requests through Varnish or straight to an instance, Varnish's counters.
import { createHash } from 'node:crypto';
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** A GET (or another method) whose answer is read whole; the body is decoded as fetch decodes it. */
export async function get(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * A BAN as the shop sends it, from a chosen local address: 127.0.0.1 is in the cluster's `purgers` ACL, any other
 * loopback address (127.0.0.2) is a client from outside it, reaching the same Varnish.
 */
export function ban(varnishUrl: string, headers: Record<string, string>, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${varnishUrl}/`, { method: 'BAN', headers, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `work` over `items` with at most `concurrency` at once. */
export async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The SHA-256 sources of the page's inline scripts, as a CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}
