import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * The built client files, read and compressed once at start-up: serving them is a map lookup.
 * Hashed files under /assets/ never change, so browsers and CDNs may keep them for a year.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const urlPath = `/${relative(root, path).split(sep).join('/')}`;
      const ext = name.slice(name.lastIndexOf('.'));
      const body = readFileSync(path);
      const file: StaticFile = {
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        body,
      };
      if (COMPRESSIBLE.has(ext) && body.length > 1024) {
        file.gzip = gzipSync(body, { level: 9 });
        file.br = brotliCompressSync(body);
      }
      files.set(urlPath, file);
    }
  };
  try {
    walk(root);
  } catch {
    // No build yet (development): Vite serves the files.
  }
  return files;
}

export function serveStatic(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = files.get(pathname);
  if (!file) return false;
  const headers: Record<string, string | number> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepts)) {
    body = file.br;
    headers['content-encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
