import type { Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /**
   * How long the server keeps accepting after the drain starts: the load balancer's health probe has to see /readyz
   * fail and take the instance out of rotation before connections are refused, or requests on their way would fail.
   */
  delayMs: number;
  /** After accepting stops: the most time requests in flight get to finish before their connections are cut. */
  timeoutMs: number;
  log: {
    info(message: string, data?: Record<string, unknown>): void;
    warn(message: string, data?: Record<string, unknown>): void;
  };
  /** Called once, as the drain starts (readiness turns 503). */
  onStart?: () => void;
}

/** `drained`: every request finished and every connection closed; `forced`: cut short by the timeout or a second signal. */
export type DrainEnd = 'drained' | 'forced';

/**
 * A graceful stop for a rolling deploy. From `start`: every answer says `Connection: close` (a kept-alive client
 * opens its next connection elsewhere); after `delayMs` the listening socket closes (new connections are refused) and
 * idle connections are closed; requests in flight finish, each closing its connection, until none is left or
 * `timeoutMs` has passed. A second `start` (a second SIGTERM) cuts every connection at once.
 */
export function drainOnStop(server: Server, options: DrainOptions) {
  let draining = false;
  let stopped = false;
  let ended: Promise<DrainEnd> | undefined;
  let force: (() => void) | undefined;
  const inFlight = new Set<ServerResponse>();

  // First of the request listeners, so the header is there before the shop writes its answer.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // An answer started before the drain kept its connection open: close it now that it is idle.
      if (stopped) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    get draining() {
      return draining;
    },
    /** Starts the drain (`delayMs` overrides the configured delay: an operator's Ctrl-C needs none); again: forces it. */
    start(reason: string, overrides: { delayMs?: number } = {}): Promise<DrainEnd> {
      if (ended) {
        options.log.warn('asked again to stop: closing every connection now', { reason, inFlight: inFlight.size });
        force?.();
        return ended;
      }
      draining = true;
      const delayMs = overrides.delayMs ?? options.delayMs;
      options.log.info('draining', { reason, delayMs, timeoutMs: options.timeoutMs, inFlight: inFlight.size });
      options.onStart?.();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      ended = new Promise<DrainEnd>((resolve) => {
        let timeout: NodeJS.Timeout | undefined;
        const stopAccepting = () => {
          stopped = true;
          if (server.listening) server.close(() => finish('drained'));
          else finish('drained');
          server.closeIdleConnections();
        };
        const delay = setTimeout(() => {
          stopAccepting();
          timeout = setTimeout(() => {
            options.log.warn('requests still in flight at the shutdown timeout: closing them', { inFlight: inFlight.size });
            force?.();
          }, options.timeoutMs);
        }, delayMs);
        const finish = (end: DrainEnd) => {
          clearTimeout(delay);
          clearTimeout(timeout);
          resolve(end);
        };
        force = () => {
          if (!stopped) stopAccepting();
          server.closeAllConnections();
          finish('forced');
        };
      });
      return ended;
    },
  };
}
