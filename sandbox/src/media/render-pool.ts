import type { RenderRequest } from './render-child.js';
import { RenderFailure, type RenderProcess, type RenderProcessLimits, startRenderProcess } from './render-process.js';

export interface RenderPoolOptions {
  /** Renders at once, each in a child process of its own. */
  concurrency: number;
  /** Renders waiting for a child; one more is refused at once with `RENDERER_BUSY`. */
  maxQueued: number;
  /** A render taking longer is killed with its child. */
  timeoutMs: number;
  limits: RenderProcessLimits;
}

/**
 * One renderer child per service: the sandbox runs two services that draw pictures (content, search) on a machine
 * that may have two cores, and a 3840 px render keeps a core busy for one to three seconds. 64 waiting is a listing
 * page's pictures and their placeholders, all new; past that a client is told to come back rather than wait longer.
 */
export const RENDER_POOL_DEFAULTS: RenderPoolOptions = {
  concurrency: 1,
  maxQueued: 64,
  timeoutMs: 20_000,
  limits: { memoryBytes: 3 * 1024 * 1024 * 1024, heapMb: 256 },
};

/** A child that failed is started again on next use, after 0.2 s, doubling with each failure in a row up to 10 s. */
const FIRST_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 10_000;

export interface RenderPoolState {
  /** Renders a child is drawing now. */
  running: number;
  queued: number;
  /** Children that crashed, timed out or failed a render since start. */
  failures: number;
  /** The children alive now. */
  pids: number[];
}

export interface RenderPool {
  /** The picture, or a RenderFailure: refused when the queue is full, or failed with its child (which is replaced). */
  run(request: RenderRequest): Promise<Buffer>;
  readonly state: RenderPoolState;
  /** Stops every child; renders waiting or in flight fail with `RENDERER_CLOSED`. */
  close(): void;
}

interface Slot {
  process?: RenderProcess;
  taken: boolean;
  failuresInARow: number;
  restartAt: number;
}

interface Waiting {
  request: RenderRequest;
  resolve(body: Buffer): void;
  reject(error: unknown): void;
}

const stopping = () => new RenderFailure('RENDERER_CLOSED', 'The picture service is stopping');

export function createRenderPool(options: RenderPoolOptions = RENDER_POOL_DEFAULTS): RenderPool {
  const slots: Slot[] = Array.from({ length: options.concurrency }, () => ({ taken: false, failuresInARow: 0, restartAt: 0 }));
  const queue: Waiting[] = [];
  let failures = 0;
  let closed = false;

  const renderOn = async (slot: Slot, request: RenderRequest): Promise<Buffer> => {
    const wait = slot.restartAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (closed) throw stopping();
    slot.process ??= startRenderProcess(options.limits);
    try {
      const body = await slot.process.render(request, options.timeoutMs);
      slot.failuresInARow = 0;
      return body;
    } catch (error) {
      slot.process?.stop();
      slot.process = undefined;
      if (closed) throw error;
      failures++;
      slot.failuresInARow++;
      slot.restartAt = Date.now() + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (slot.failuresInARow - 1));
      throw error;
    }
  };

  const next = () => {
    for (const slot of slots) {
      const waiting = slot.taken ? undefined : queue.shift();
      if (!waiting) continue;
      slot.taken = true;
      renderOn(slot, waiting.request)
        .then(waiting.resolve, waiting.reject)
        .finally(() => {
          slot.taken = false;
          next();
        });
    }
  };

  return {
    run(request) {
      if (closed) return Promise.reject(stopping());
      if (queue.length >= options.maxQueued) {
        return Promise.reject(new RenderFailure('RENDERER_BUSY', `${queue.length} pictures are waiting to be rendered`, 2));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        next();
      });
    },
    get state() {
      return {
        running: slots.filter((slot) => slot.process?.busy).length,
        queued: queue.length,
        failures,
        pids: slots.flatMap((slot) => (slot.process?.pid === undefined ? [] : [slot.process.pid])),
      };
    },
    close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(stopping());
      for (const slot of slots) slot.process?.stop();
    },
  };
}
