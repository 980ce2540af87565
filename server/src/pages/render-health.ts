import { AsyncLocalStorage } from 'node:async_hooks';
import type { ErrorCode } from '@sockshop/core/errors';
import type { Logger } from '@sockshop/core/ports';

/**
 * Whether a page render met a failing backend. Loaders degrade such pages (bundled texts, "products cannot be shown")
 * rather than fail; the page cache must then keep the good page it has instead of storing the degraded one.
 */
const renders = new AsyncLocalStorage<{ degraded: boolean }>();

/** Backend failures, as opposed to answers such as "no such product". */
const FAILURES: ReadonlySet<string> = new Set([
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_CONTRACT',
  'UNAUTHORIZED',
] satisfies ErrorCode[]);

/** Marks the render this runs in (if any) as one that met a failure. */
export function markDegraded(): void {
  const render = renders.getStore();
  if (render) render.degraded = true;
}

/** Runs one render and tells whether it met a failure (through a watched port or an error logged on the way). */
export async function watchRender<T>(render: () => Promise<T>): Promise<{ result: T; degraded: boolean }> {
  const state = { degraded: false };
  const result = await renders.run(state, render);
  return { result, degraded: state.degraded };
}

/** The logger the adapters and loaders write to: an error logged during a render marks it degraded (fallback content). */
export function watchedLogger(logger: Logger): Logger {
  return {
    ...logger,
    error: (message, fields) => {
      markDegraded();
      logger.error(message, fields);
    },
  };
}

/**
 * A port whose failed results mark the current render degraded. A Proxy rather than one wrapper per port: every method
 * of every port returns a ResultAsync, and the check is the same for all.
 */
export function watchedPort<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        if (typeof result?.mapErr !== 'function') return result;
        return result.mapErr((error: { code?: string }) => {
          if (error?.code && FAILURES.has(error.code)) markDegraded();
          return error;
        });
      };
    },
  });
}
