import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { encodingFor } from './compression.js';

/** Hashed file names: a new build writes new names, so a browser or CDN may keep each file for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

/** One encoding of one file, its answer's headers computed once at start. */
interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
}

export interface StaticFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface StaticFilesOptions {
  /** The directory read at start, e.g. build/client/assets. */
  dir: string;
  /** The URL path it is served under, with a trailing slash: `/assets/`. */
  urlPrefix: string;
  /** Sent with every answer: the security headers the rest of the shop sends (security/security-headers.ts). */
  headers: Readonly<Record<string, string>>;
}

const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The hashed build assets, served from memory in front of the app (`staticFilesFirst`; static ÷ bare `node:http` ≥ 0.8).
 * Through Hono's serveStatic every asset cost the whole middleware chain, a file stat and a file stream; here it costs
 * one map lookup and one `res.end` of a buffer. The build writes a .br and a .gz beside each compressible file
 * (scripts/build-server.mjs): the one the client accepts is sent, with `Vary: Accept-Encoding`. Only names found in the
 * directory at start are served (an exact lookup, so `/assets/../x` never reaches the disk); anything else, and any
 * method but GET and HEAD, goes on to the app. The build under build/client is a few MB: memory is not a concern.
 */
export async function loadStaticFiles(options: StaticFilesOptions): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  let names: string[];
  try {
    names = (await readdir(options.dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(options.dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch (error) {
    // No client build (a test server without `npm run build`): nothing to serve, every request goes to the app.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  const present = new Set(names);
  const isVariant = (name: string) =>
    Object.values(SUFFIXES).some((suffix) => name.endsWith(suffix) && present.has(name.slice(0, -suffix.length)));
  for (const name of names.filter((name) => !isVariant(name))) {
    const type = getMimeType(name) ?? 'application/octet-stream';
    const compressed = Object.values(SUFFIXES).some((suffix) => present.has(name + suffix));
    const variant = async (file: string, encoding?: Encoding): Promise<Variant> => {
      const body = await readFile(join(options.dir, file));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      const headers: Record<string, string> = {
        ...options.headers,
        'content-type': type,
        'content-length': String(body.byteLength),
        'cache-control': IMMUTABLE,
        etag,
      };
      if (compressed) headers.vary = 'accept-encoding';
      if (encoding) headers['content-encoding'] = encoding;
      return { body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), etag, headers };
    };
    const file: StaticFile = { identity: await variant(name) };
    for (const encoding of Object.keys(SUFFIXES) as Encoding[]) {
      if (present.has(name + SUFFIXES[encoding])) file[encoding] = await variant(name + SUFFIXES[encoding], encoding);
    }
    files.set(options.urlPrefix + name, file);
  }
  return files;
}

/** A node:http request listener. */
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The static files, answered in front of the app (shop.ts): a hit costs one map lookup and one `res.end` of a buffer
 * with headers made at start, as a bare `node:http` server would (static ÷ bare ≥ 0.8). Answered inside the app, as
 * its first middleware, every asset still cost a Request, a Response and Hono's dispatch: twice a bare server's CPU
 * per request. Every other request goes on to `next` untouched; the query string is not part of the file's name.
 */
export function staticFilesFirst(files: Map<string, StaticFile>, next: Listener): Listener {
  if (files.size === 0) return next;
  return (req, res) => {
    const method = req.method;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const file = method === 'GET' || method === 'HEAD' ? files.get(query < 0 ? url : url.slice(0, query)) : undefined;
    if (!file) return next(req, res);
    const encoding = file.br || file.gzip ? encodingFor(req.headers['accept-encoding']) : undefined;
    const variant = (encoding && file[encoding]) || file.identity;
    if (req.headers['if-none-match'] === variant.etag) {
      const { 'content-length': _length, 'content-type': _type, ...headers } = variant.headers;
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, variant.headers).end(method === 'HEAD' ? undefined : variant.body);
  };
}
