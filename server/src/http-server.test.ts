import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopServer, SERVER_TIMEOUTS } from './http-server.js';

// The server main.ts and the test harness listen with.
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => {
    server?.close(() => done());
    server?.closeAllConnections();
  });
});

const listening = async (maxConnections: number) => {
  server = createShopServer((_req, res) => res.end('ok'), { maxConnections, maxConnectionsPerClient: maxConnections });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
};

// The connection cap and each client's share are proved in connection-guard.test.ts.
describe('createShopServer', () => {
  it('sets the timeouts Node 20 needs against idle and slow clients, keeping the load balancer keep-alive', async () => {
    await listening(10);
    expect(server?.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server?.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server?.keepAliveTimeout).toBe(65_000);
    expect(server?.timeout).toBe(SERVER_TIMEOUTS.idleTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
  });
});
