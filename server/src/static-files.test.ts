import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, loadStaticFiles, staticFilesFirst } from './static-files.js';

const SCRIPT = 'console.log("entry");'.repeat(100);
let server: Server;
let port: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  const dir = join(root, 'client', 'assets');
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  writeFileSync(join(root, 'client', 'package.json'), '{"secret":true}');
  writeFileSync(join(dir, 'entry-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'entry-abc.js.br'), 'BROTLI BYTES');
  writeFileSync(join(dir, 'entry-abc.js.gz'), 'GZIP BYTES');
  writeFileSync(join(dir, 'fonts', 'sans-def.woff2'), 'FONT');
  const files = await loadStaticFiles({ dir, urlPrefix: '/assets/', headers: { 'x-content-type-options': 'nosniff' } });
  const app = new Hono();
  app.all('*', (c) => c.text('from the app', 404));
  // On node:http as the shop runs: in front of the app's listener.
  server = createServer(staticFilesFirst(files, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: the path goes out as written (fetch would resolve `..`) and the body stays encoded. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files served from memory', () => {
  it('sends the brotli file to a client that accepts brotli, gzip to one that accepts only gzip, else the plain file', async () => {
    const br = await get('/assets/entry-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br).toMatchObject({ status: 200, body: 'BROTLI BYTES' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String('BROTLI BYTES'.length));

    const gzip = await get('/assets/entry-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip).toMatchObject({ status: 200, body: 'GZIP BYTES' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/entry-abc.js', { 'accept-encoding': 'br;q=0' });
    expect(plain).toMatchObject({ status: 200, body: SCRIPT });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
  });

  it('marks every file immutable for a year and sends the security headers it was given', async () => {
    for (const path of ['/assets/entry-abc.js', '/assets/fonts/sans-def.woff2']) {
      const answer = await get(path);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends no Vary to a file that has no compressed variant', async () => {
    const font = await get('/assets/fonts/sans-def.woff2', { 'accept-encoding': 'br' });
    expect(font).toMatchObject({ status: 200, body: 'FONT' });
    expect(font.headers.vary).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  it('ignores the query string', async () => {
    expect(await get('/assets/fonts/sans-def.woff2?v=2')).toMatchObject({ status: 200, body: 'FONT' });
  });

  it('answers 304 to the ETag of the variant the client holds, and HEAD without a body', async () => {
    const first = await get('/assets/entry-abc.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/entry-abc.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again).toMatchObject({ status: 304, body: '' });
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    const other = await get('/assets/entry-abc.js', { 'if-none-match': String(first.headers.etag) });
    expect(other.status).toBe(200);

    const head = await get('/assets/entry-abc.js', {}, 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
  });

  it('hands unknown files, other methods, the variants by name and paths out of the directory to the app', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/entry-abc.js.br',
      '/assets/../package.json',
      '/assets/%2e%2e/package.json',
      '/favicon.ico',
    ]) {
      expect(await get(path), path).toMatchObject({ status: 404, body: 'from the app' });
    }
    expect(await get('/assets/entry-abc.js', {}, 'POST')).toMatchObject({ status: 404, body: 'from the app' });
  });

  it('serves nothing when there is no build', async () => {
    const files = await loadStaticFiles({ dir: join(tmpdir(), 'no-such-build', 'assets'), urlPrefix: '/assets/', headers: {} });
    expect(files.size).toBe(0);
  });
});
