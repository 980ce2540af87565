import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { HttpError } from '../http/json-api.js';

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

export function bearerOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return c.req.query('token');
}

export function bodyToken(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'INVALID_REQUEST', 'Body must be a JSON object');
  return (body as { token?: unknown }).token;
}

/** What a test can make the next requests suffer: an error status, a delay, or a body of the wrong shape. */
export type SearchFault = { status: number } | { delayMs: number } | { malformed: true };

export function createFaults() {
  const queue: { fault: SearchFault; remaining: number }[] = [];
  /** The fault's answer, or undefined when the request goes on (after the fault's delay, if it is one). */
  const apply = async (c: Context): Promise<Response | undefined> => {
    const head = queue[0];
    if (!head) return undefined;
    const { fault } = head;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
    if ('delayMs' in fault) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return undefined;
    }
    if ('malformed' in fault) return c.body('{"items":"not a list","metadata":null}', 200, { 'content-type': 'application/json' });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (fault.status === 429) headers['retry-after'] = '0';
    const body = JSON.stringify({ error: { code: 'INJECTED', message: `Injected ${fault.status}` } });
    return c.body(body, fault.status as ContentfulStatusCode, headers);
  };
  return {
    /** The next `times` API requests (Infinity: all) suffer `fault`; media is never faulted. */
    inject(fault: SearchFault, times = 1): void {
      queue.push({ fault, remaining: times });
    },
    clear(): void {
      queue.length = 0;
    },
    /** Middleware: a faulted request is answered by its fault. */
    middleware: (): MiddlewareHandler => async (c, next) => (await apply(c)) ?? next(),
  };
}
