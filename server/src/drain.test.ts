import { Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOnStop } from './drain.js';
import { createShopServer } from './http-server.js';
import { createReadiness } from './readiness.js';

// The drain on a real node:http server (the shop's, with its connection guard) and a stand-in app: a request to /slow is
// answered when the test says so, anything else at once.

const quiet = { info() {}, warn() {} };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

async function startServer(options: { delayMs: number; timeoutMs: number }) {
  const slow: ServerResponse[] = [];
  const arrived: string[] = [];
  const readiness = createReadiness(async () => true);
  const server = createShopServer(
    (req, res) => {
      arrived.push(req.url ?? '');
      if (req.url === '/slow') {
        slow.push(res);
        return;
      }
      if (req.url === '/readyz') {
        void readiness.state().then((state) => {
          res.writeHead(state === 'ready' ? 200 : 503, { 'content-type': 'text/plain' }).end(state);
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    },
    { maxConnections: 100, maxConnectionsPerClient: 100 },
  );
  const drain = drainOnStop(server, { ...options, log: quiet, onStart: () => readiness.drain() });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const get = (path: string, agent?: Agent) =>
    new Promise<Answer & { reused: boolean }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, ...(agent ? { agent } : {}) }, (res: IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, reused: req.reusedSocket }));
      });
      req.on('error', reject);
      req.end();
    });
  return { server, drain, get, slow, arrived };
}

describe('the drain on SIGTERM', () => {
  it('turns readiness to 503 at once, while other requests are still answered', async () => {
    const { drain, get } = await startServer({ delayMs: 60_000, timeoutMs: 1_000 });
    expect((await get('/readyz')).status).toBe(200);
    void drain.start('SIGTERM');
    expect(drain.draining).toBe(true);
    const readyz = await get('/readyz');
    expect(readyz).toMatchObject({ status: 503, body: 'draining' });
    // Still serving during the delay, each answer closing its connection.
    expect(await get('/page')).toMatchObject({ status: 200, connection: 'close' });
  });

  it('lets a slow request in flight at SIGTERM finish with 200, then refuses new connections and ends drained', async () => {
    const { drain, get, slow, arrived } = await startServer({ delayMs: 50, timeoutMs: 5_000 });
    const inFlight = get('/slow');
    await expect.poll(() => slow.length).toBe(1);
    const ended = drain.start('SIGTERM');
    // Past the delay: the listening socket is closed, while the slow request still waits for its answer.
    await expect
      .poll(() =>
        get('/late').then(
          () => 'answered',
          (error: NodeJS.ErrnoException) => error.code,
        ),
      )
      .toBe('ECONNREFUSED');
    expect(arrived.filter((path) => path === '/slow')).toHaveLength(1);
    slow[0]?.writeHead(200, { 'content-type': 'text/plain' }).end('slow but whole');
    expect(await inFlight).toMatchObject({ status: 200, body: 'slow but whole', connection: 'close' });
    expect(await ended).toBe('drained');
  });

  it('tells a kept-alive client Connection: close on its next answer during the delay', async () => {
    const { drain, get } = await startServer({ delayMs: 100, timeoutMs: 5_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    const before = await get('/page', agent);
    expect(before.connection).toBe('keep-alive');
    // The kept-alive connection is reused during the delay, and told to close.
    const ended = drain.start('SIGTERM');
    const during = await get('/page', agent);
    expect(during.reused).toBe(true);
    expect(during.connection).toBe('close');
    // The agent did not keep that connection: the next request opens a new one, still accepted during the delay.
    expect(Object.keys(agent.freeSockets)).toHaveLength(0);
    expect(await ended).toBe('drained');
  });

  it('closes an idle kept-alive connection opened before the drain, within the bound', async () => {
    const { server, drain, get } = await startServer({ delayMs: 20, timeoutMs: 5_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    await get('/page', agent);
    const closed = new Promise<void>((done) => Object.values(agent.freeSockets)[0]?.[0]?.once('close', () => done()));
    const started = performance.now();
    expect(await drain.start('SIGTERM')).toBe('drained');
    await closed;
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });

  it('cuts a request still in flight at the timeout, and a second SIGTERM cuts at once', async () => {
    const first = await startServer({ delayMs: 10, timeoutMs: 100 });
    const stuck = first.get('/slow');
    await expect.poll(() => first.slow.length).toBe(1);
    expect(await first.drain.start('SIGTERM')).toBe('forced');
    await expect(stuck).rejects.toThrow();

    const second = await startServer({ delayMs: 60_000, timeoutMs: 60_000 });
    const held = second.get('/slow');
    await expect.poll(() => second.slow.length).toBe(1);
    const ended = second.drain.start('SIGTERM');
    expect(await second.drain.start('SIGTERM again')).toBe('forced');
    expect(await ended).toBe('forced');
    await expect(held).rejects.toThrow();
    expect(second.server.listening).toBe(false);
  });
});
