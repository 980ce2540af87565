import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeTypeOf } from './route-type.js';
import { CLIENT_CLOSED, type ShopMetrics } from './shop-metrics.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * `listener` with every request counted and timed, on node:http in front of everything else: the static files and the
 * cached pages answered before the app are measured as the app's answers are. Recorded when the answer has been sent,
 * or when the client went away first (as status 499).
 */
export function measureRequests(listener: Listener, metrics: Pick<ShopMetrics, 'request'>): Listener {
  return (req, res) => {
    const started = performance.now();
    res.once('close', () => {
      metrics.request(
        routeTypeOf(req.url ?? '/'),
        res.writableFinished ? res.statusCode : CLIENT_CLOSED,
        (performance.now() - started) / 1000,
      );
    });
    listener(req, res);
  };
}
