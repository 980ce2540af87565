import type { Context } from 'hono';
import { encodingFor } from '../compression.js';
import type { ShopEnv } from '../request-context.js';
import { type CachedPage, encodedBody, type ServedPage } from './page-cache.js';

/** A page as one request wants it: status, headers as a plain object (@hono/node-server writes it as it is), body. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** What of a request decides how a page is answered. */
export interface PageRequest {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * The page as this request wants it: 304 for its ETag, brotli or gzip by Accept-Encoding, no body for HEAD. `first`:
 * headers the answer starts with (the page's own win over them).
 */
export function pageAnswer({ page, state }: ServedPage, request: PageRequest, first?: Readonly<Record<string, string>>): PageAnswer {
  const headers: Record<string, string> = { ...first, ...page.headers, 'x-cache': state };
  const head = request.method === 'HEAD';
  if (!page.etag || !page.encoded) return { status: page.status, headers, body: head ? null : page.body };
  headers.etag = page.etag;
  headers.vary = 'accept-encoding';
  if ((request.ifNoneMatch ?? '').split(/\s*,\s*/).includes(page.etag)) return { status: 304, headers, body: null };
  const encoding = encodingFor(request.acceptEncoding);
  // The cached page itself (it has its encodings, checked above): what encodedBody keeps must stay with it.
  const body = encoding ? encodedBody(page as CachedPage, encoding) : page.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return { status: page.status, headers, body: head ? null : body };
}

/** The page as the Response of this request. A preview never touched a cache, and says nothing about one. */
export function respondWithPage(c: Context<ShopEnv>, served: ServedPage, preview = false): Response {
  const answer = pageAnswer(served, {
    method: c.req.method,
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  });
  if (preview) delete answer.headers['x-cache'];
  return new Response(answer.body ? bytesOf(answer.body) : null, { status: answer.status, headers: answer.headers });
}

/** A Buffer's bytes as a body, without a copy (Node's Buffers sit on plain ArrayBuffers). */
export const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
