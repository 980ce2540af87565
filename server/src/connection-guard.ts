import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKeyOf } from './client-key.js';

export interface ConnectionLimits {
  /** Connections open at once, every client together. */
  maxConnections: number;
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold at once. */
  maxConnectionsPerClient: number;
}

/** Where the guard reports, at most once a minute, what it had to refuse or close. */
export interface PressureLog {
  warn(message: string, data?: Record<string, unknown>): void;
}

const REPORT_EVERY_MS = 60_000;

/**
 * Keeps one client from locking the others out. A client at its share, or a new client when the server is full, gets in
 * by closing an idle keep-alive connection (no request in flight), the one idle longest: the client's own at its share,
 * anyone's when full. Only when none is idle is the new connection refused (closed at once). Every map here holds only
 * clients and sockets that are open, so none outgrows `maxConnections`.
 *
 * It replaces `server.maxConnections`, which refuses a newcomer without first making room, so a client holding idle
 * keep-alive connections up to the cap kept every other one out for as long as it liked.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, log?: PressureLog): void {
  const clientOfSocket = new Map<Socket, string>();
  const heldBy = new Map<string, number>();
  // Insertion order is idle order: the first entry has been idle longest.
  const idle = new Map<Socket, string>();
  const idleOf = new Map<string, Set<Socket>>();
  const inFlight = new WeakMap<Socket, number>();
  const pressure = { refused: 0, closedIdle: 0 };
  let reportDue: NodeJS.Timeout | undefined;

  const markIdle = (socket: Socket, client: string) => {
    idle.set(socket, client);
    const own = idleOf.get(client) ?? new Set<Socket>();
    own.add(socket);
    idleOf.set(client, own);
  };
  const markBusy = (socket: Socket) => {
    const client = idle.get(socket);
    if (client === undefined) return;
    idle.delete(socket);
    const own = idleOf.get(client);
    own?.delete(socket);
    if (own?.size === 0) idleOf.delete(client);
  };
  /** Forgets a socket as it closes or is closed; counts drop at once, not when its 'close' event comes. */
  const release = (socket: Socket) => {
    const client = clientOfSocket.get(socket);
    if (client === undefined) return;
    markBusy(socket);
    clientOfSocket.delete(socket);
    const held = (heldBy.get(client) ?? 1) - 1;
    if (held === 0) heldBy.delete(client);
    else heldBy.set(client, held);
  };
  const closeOldestOf = (sockets: Iterable<Socket> | undefined): boolean => {
    const oldest = sockets ? sockets[Symbol.iterator]().next().value : undefined;
    if (!oldest) return false;
    release(oldest);
    oldest.destroy();
    pressure.closedIdle += 1;
    report();
    return true;
  };
  const report = () => {
    if (!log || reportDue) return;
    reportDue = setTimeout(() => {
      reportDue = undefined;
      log.warn('connections refused or closed to make room', { ...pressure, open: clientOfSocket.size, clients: heldBy.size, limits });
      pressure.refused = 0;
      pressure.closedIdle = 0;
    }, REPORT_EVERY_MS);
    reportDue.unref();
  };

  // Ahead of node:http's own listener, so a refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const client = clientKeyOf(socket.remoteAddress);
    const admitted =
      ((heldBy.get(client) ?? 0) < limits.maxConnectionsPerClient || closeOldestOf(idleOf.get(client))) &&
      (clientOfSocket.size < limits.maxConnections || closeOldestOf(idle.keys()));
    if (!admitted) {
      pressure.refused += 1;
      report();
      socket.destroy();
      return;
    }
    clientOfSocket.set(socket, client);
    heldBy.set(client, (heldBy.get(client) ?? 0) + 1);
    markIdle(socket, client);
    socket.once('close', () => release(socket));
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    if (!clientOfSocket.has(socket)) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    markBusy(socket);
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      const client = clientOfSocket.get(socket);
      if (left === 0 && client !== undefined && !socket.destroyed) markIdle(socket, client);
    });
  });
  server.once('close', () => clearTimeout(reportDue));
}
