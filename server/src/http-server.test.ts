import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopServer, SERVER_TIMEOUTS } from './http-server.js';

// Issue 12 "Standing under load": the server main.ts and the test harness listen with.
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => {
    server?.close(() => done());
    server?.closeAllConnections();
  });
});

const listening = async (maxConnections: number) => {
  server = createShopServer((_req, res) => res.end('ok'), { maxConnections });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
};

/** Resolves when the server closes the socket, or with 'open' after `ms`. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<'closed' | 'open'>((resolve) => {
    const timer = setTimeout(() => resolve('open'), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
  });

describe('createShopServer', () => {
  it('closes a connection over the cap at once and keeps those under it', async () => {
    const port = await listening(2);
    const sockets: Socket[] = [];
    const fates: Promise<'closed' | 'open'>[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      sockets.push(socket);
      fates.push(closedWithin(socket, 1_000));
      await new Promise((resolve) => socket.once('connect', resolve));
      // Node counts a connection once it has accepted it.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await Promise.all(fates)).toEqual(['open', 'open', 'closed']);
    for (const socket of sockets) socket.destroy();
  });

  it('sets the timeouts Node 20 needs against idle and slow clients, keeping the load balancer keep-alive', async () => {
    await listening(10);
    expect(server?.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server?.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server?.keepAliveTimeout).toBe(65_000);
    expect(server?.timeout).toBe(SERVER_TIMEOUTS.idleTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
    expect(server?.maxConnections).toBe(10);
  });
});
