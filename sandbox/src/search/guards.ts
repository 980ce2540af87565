import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError } from '../http/http-kit.js';

/** Parses with a zod schema, answering 400 with zod's own explanation. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
  return parsed.data;
}

/** The token travels in the body of POSTs and as a bearer header (or `token` parameter) on GETs. */
export function checkToken(expected: string, given: unknown): void {
  if (given !== expected) throw new HttpError(401, 'UNAUTHORIZED', 'Invalid or missing token');
}

export function bearerOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return url.searchParams.get('token') ?? undefined;
}

export function bodyToken(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'INVALID_REQUEST', 'Body must be a JSON object');
  return (body as { token?: unknown }).token;
}

/** A token bucket: `perSecond` requests a second with bursts of the same size; 429 beyond (issue 4). */
export function createRateLimiter(perSecond: number | undefined) {
  let tokens = perSecond ?? 0;
  let last = Date.now();
  return {
    take(): boolean {
      if (perSecond === undefined) return true;
      const now = Date.now();
      tokens = Math.min(perSecond, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** What a test can make the next requests suffer: an error status, a delay, or a body of the wrong shape. */
export type SearchFault = { status: number } | { delayMs: number } | { malformed: true };

export function createFaults() {
  const queue: { fault: SearchFault; remaining: number }[] = [];
  return {
    /** The next `times` API requests (Infinity: all) suffer `fault`; media is never faulted. */
    inject(fault: SearchFault, times = 1): void {
      queue.push({ fault, remaining: times });
    },
    clear(): void {
      queue.length = 0;
    },
    /** Answers true when the fault already answered the request. */
    async apply(res: ServerResponse): Promise<boolean> {
      const head = queue[0];
      if (!head) return false;
      const { fault } = head;
      head.remaining -= 1;
      if (head.remaining <= 0) queue.shift();
      if ('delayMs' in fault) {
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        return false;
      }
      if ('malformed' in fault) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":"not a list","metadata":null}');
        return true;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (fault.status === 429) headers['retry-after'] = '0';
      res.writeHead(fault.status, headers).end(JSON.stringify({ error: { code: 'INJECTED', message: `Injected ${fault.status}` } }));
      return true;
    },
  };
}
