// One candidate of the HTTP library benchmark in its own process: `node --import tsx servers.ts <library> <port> <dir>`.
// Each library serves the same three things its own usual way: a file from disk, a Fetch-API page handler (the way React
// Router's request handler answers), and a JSON route with a path parameter and a zod-validated body.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequest, createRequestListener, sendResponse } from '@remix-run/node-fetch-server';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { z } from 'zod';

const [library, portText, dir] = process.argv.slice(2);
if (!library || !portText || !dir) throw new Error('usage: servers.ts <node|hono|fastify> <port> <static dir>');
const port = Number(portText);

/**
 * About 50 KB of server-rendered HTML, built once (the work measured is the bridge, not the render), answered the way
 * the shop's entry.server answers: React's Node stream in 16 KB flushes, turned into a web ReadableStream.
 */
const PAGE = Buffer.from(
  `<!doctype html><html lang="de"><body>${'<div class="product-card"><a href="/de/product/x">Socke</a></div>'.repeat(800)}</body></html>`,
);
const CHUNKS = Array.from({ length: Math.ceil(PAGE.length / 16_384) }, (_, i) => PAGE.subarray(i * 16_384, (i + 1) * 16_384));
const page = async (_request: Request) =>
  new Response(createReadableStreamFromReadable(Readable.from(CHUNKS)), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' },
  });

const Item = z.object({ name: z.string().min(1).max(80), quantity: z.number().int().min(1).max(99) });
const answerItem = (id: string, body: unknown) => {
  const parsed = Item.safeParse(body);
  if (!parsed.success) return { status: 400, json: { error: { code: 'INVALID_INPUT', message: 'bad item' } } };
  return { status: 201, json: { id, ...parsed.data } };
};

function bareNode() {
  const pageListener = createRequestListener(page);
  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'GET' && path.startsWith('/static/')) {
      const file = join(dir!, path.slice('/static/'.length).replace(/\.\./g, ''));
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats?.isFile()) return sendJson(res, 404, { error: 'not found' });
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': stats.size });
      createReadStream(file).pipe(res);
      return;
    }
    const item = /^\/api\/items\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && item) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return sendJson(res, 400, { error: { code: 'INVALID_JSON', message: 'bad json' } });
      }
      const answer = answerItem(decodeURIComponent(item[1]!), body);
      return sendJson(res, answer.status, answer.json);
    }
    pageListener(req, res);
  };
  createServer((req, res) => void handle(req, res)).listen(port, '127.0.0.1');
}

function hono() {
  const app = new Hono();
  app.use('/static/*', serveStatic({ root: dir!, rewriteRequestPath: (path) => path.slice('/static'.length) }));
  app.post('/api/items/:id', async (c) => {
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: { code: 'INVALID_JSON', message: 'bad json' } }, 400);
    const answer = answerItem(c.req.param('id'), body);
    return c.json(answer.json, answer.status as 201 | 400);
  });
  // React Router's handler takes and returns Fetch objects, as Hono does: no bridge code.
  app.all('*', (c) => page(c.req.raw));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
}

async function fastify() {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: dir!, prefix: '/static/' });
  app.post<{ Params: { id: string } }>('/api/items/:id', async (request, reply) => {
    const answer = answerItem(request.params.id, request.body);
    return reply.code(answer.status).send(answer.json);
  });
  // Fastify has no Fetch request: build one from the raw request (React Router's own adapters do the same), send the Response.
  app.all('*', async (request, reply) => {
    reply.hijack();
    await sendResponse(reply.raw, await page(createRequest(request.raw, reply.raw)));
  });
  await app.listen({ port, host: '127.0.0.1' });
}

if (library === 'node') bareNode();
else if (library === 'hono') hono();
else if (library === 'fastify') await fastify();
else throw new Error(`unknown library ${library}`);
