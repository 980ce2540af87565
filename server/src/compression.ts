import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Bodies smaller than this gain less than the headers and the CPU cost. */
const MIN_BYTES = 1024;
/** HTML, JSON, React Router's `.data` (text/x-script), XML sitemaps, plain text. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|application\/[\w.+-]+\+(json|xml)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/**
 * The client's preferred encoding of the two the shop speaks: brotli, else gzip, else none (`q=0` refuses one).
 * Brotli first: at the quality used here it is smaller than gzip for the same CPU.
 */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses HTML, JSON and `.data` answers as they stream (each chunk flushed, so a streamed page still arrives in
 * pieces), by Accept-Encoding. Leaves alone: HEAD, bodiless and tiny answers, answers already encoded (the precompressed
 * static files) and `no-transform` ones. Every compressible answer says `Vary: Accept-Encoding`, compressed or not, so
 * a shared cache keeps the variants apart.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    // Headers first: reading `body` turns @hono/node-server's light response into a full web Response (a stream and
    // more), which answers left alone (precompressed files, small JSON with a length) need not pay for.
    if (c.req.method === 'HEAD' || !COMPRESSIBLE.test(type)) return;
    if (response.headers.has('content-encoding') || /\bno-transform\b/.test(response.headers.get('cache-control') ?? '')) return;
    const length = response.headers.get('content-length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (!response.body) return;
    if (!/accept-encoding/i.test(response.headers.get('vary') ?? '')) response.headers.append('vary', 'accept-encoding');
    const encoding = encodingFor(c.req.header('accept-encoding'));
    if (!encoding) return;
    const headers = new Headers(response.headers);
    // Hono's JSON answers carry no length: read up to MIN_BYTES to learn whether this one is tiny.
    const { head, rest } = await peek(response.body, MIN_BYTES);
    if (!rest) {
      headers.set('content-length', String(head.byteLength));
      replace(c, new Response(new Uint8Array(head), { status: response.status, statusText: response.statusText, headers }));
      return;
    }
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    const body = rest.pipeThrough(Duplex.toWeb(compressorFor(encoding)) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    replace(c, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  };
}

/** Each chunk flushed, so a streamed page still reaches the browser in pieces; cheap levels, as this runs per request. */
function compressorFor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}

/** `c.res = …` merges the old answer's headers back in (a stale content-length among them); this keeps exactly the new. */
function replace(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * Reads at least `bytes` of a body. `rest` is the whole body again (what was read, then the remainder) when it is that
 * long; undefined when the body ended first, `head` then being all of it.
 */
async function peek(body: ReadableStream<Uint8Array>, bytes: number): Promise<{ head: Uint8Array; rest?: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { head: Buffer.concat(chunks) };
    chunks.push(value);
    size += value.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head: Buffer.concat(chunks), rest };
}
