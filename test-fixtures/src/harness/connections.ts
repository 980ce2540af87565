import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * Clients of one address for connection tests. Loopback answers on all of 127.0.0.0/8 on Linux, so 127.0.0.2,
 * 127.0.0.3… are distinct client addresses to a server listening on 127.0.0.1.
 */

export interface HeldConnections {
  /** Connections that got an answer and that the server has not closed since. */
  open(): number;
  /** Connections that got an answer at all. */
  answered: number;
  release(): void;
}

/**
 * Opens `count` keep-alive connections from `from`, each sending one GET of `path` and then staying open as a browser's
 * idle connection does, in batches the listen backlog takes without dropping SYNs. Resolves once each one got its
 * answer or was closed.
 */
export async function holdConnections(url: string, options: { from: string; count: number; path?: string }): Promise<HeldConnections> {
  const { hostname, port } = new URL(url);
  const head = `GET ${options.path ?? '/'} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`;
  const sockets: Socket[] = [];
  const answered = new Set<Socket>();
  const BATCH = 250;
  for (let opened = 0; opened < options.count; opened += BATCH) {
    const batch = Array.from(
      { length: Math.min(BATCH, options.count - opened) },
      () =>
        new Promise<void>((settled) => {
          const socket = connect({ host: hostname, port: Number(port), localAddress: options.from });
          sockets.push(socket);
          socket.on('error', () => {});
          socket.once('connect', () => socket.write(head));
          socket.once('data', () => {
            answered.add(socket);
            settled();
          });
          socket.once('close', () => settled());
        }),
    );
    await Promise.all(batch);
  }
  return {
    open: () => [...answered].filter((socket) => !socket.destroyed && !socket.readableEnded).length,
    answered: answered.size,
    release: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** One request from `from` on a new connection: its status and body text, or 'reset' when the connection was closed. */
export function requestFrom(
  url: string,
  options: { from: string; method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string } | 'reset'> {
  return new Promise((resolve) => {
    const req = request(
      `${url}${options.path ?? '/'}`,
      { localAddress: options.from, agent: false, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve('reset'));
      },
    );
    req.on('error', () => resolve('reset'));
    req.end(options.body);
  });
}

/** `count` GETs from `from`, one after another, each on a new connection: the status of each, or 'reset'. */
export async function requestsFrom(url: string, options: { from: string; count: number; path?: string }): Promise<(number | 'reset')[]> {
  const outcomes: (number | 'reset')[] = [];
  for (let i = 0; i < options.count; i++) {
    const answer = await requestFrom(url, options);
    outcomes.push(answer === 'reset' ? answer : answer.status);
  }
  return outcomes;
}
