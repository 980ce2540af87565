import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { createRestartBackoff, RESTART_BACKOFF } from './restart-backoff.js';
import { type ServiceChild, superviseService } from './service-process.js';

/** A service process that does what the test says: listen, crash, or stop, and records the signals it gets. */
class FakeChild extends EventEmitter implements ServiceChild {
  static started = 0;
  readonly pid = 1000 + FakeChild.started++;
  connected = true;
  readonly signals: string[] = [];
  readonly sent: unknown[] = [];
  constructor(readonly port: number) {
    super();
  }
  listen(port = this.port || 41_000) {
    this.emit('message', { type: 'ready', port });
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null) {
    this.connected = false;
    this.emit('exit', code, signal);
  }
  kill(signal: NodeJS.Signals = 'SIGTERM') {
    this.signals.push(signal);
    queueMicrotask(() => this.exit(signal === 'SIGTERM' ? 0 : null, signal === 'SIGTERM' ? null : signal));
    return true;
  }
  send(message: unknown) {
    this.sent.push(message);
    return true;
  }
}

const quiet = createLogger({ level: 'error', write: () => {} });

function supervised(behave: (child: FakeChild, index: number) => void) {
  const children: FakeChild[] = [];
  const startedAt: number[] = [];
  const service = superviseService({
    name: 'commerce',
    port: 0,
    logger: quiet,
    spawn(port) {
      const child = new FakeChild(port);
      const index = children.push(child) - 1;
      startedAt.push(Date.now());
      queueMicrotask(() => behave(child, index));
      return child;
    },
  });
  return { service, children, startedAt };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a supervised service process', () => {
  it('that crashes at every start is started again after 0.5, 1, 2, 4, 8 s, then every 10 s: ten starts a minute, not a loop', async () => {
    // The first process listens and crashes; every later one crashes at start (its port taken, a damaged file…).
    const { service, children, startedAt } = supervised((child, index) => {
      if (index === 0) child.listen();
      child.exit(1);
    });
    expect(await service.ready).toBe(41_000);
    await vi.advanceTimersByTimeAsync(60_000);

    const waits = startedAt.slice(1).map((at, i) => at - startedAt[i]!);
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000]);
    expect(children).toHaveLength(10);
    // Every restart asks for the port the first process got.
    expect(new Set(children.slice(1).map((child) => child.port))).toEqual(new Set([41_000]));
    await service.stop();
  });

  it('that ran a healthy minute before it crashed is started again after 0.5 s, however many crashes came before', async () => {
    const { service, startedAt } = supervised((child, index) => {
      child.listen();
      // Three quick crashes, then a process that runs 61 s, then quick crashes again.
      setTimeout(() => child.exit(null, 'SIGABRT'), index === 3 ? 61_000 : 10);
    });
    await service.ready;
    await vi.advanceTimersByTimeAsync(61_000 + 8_000);
    const waits = startedAt.slice(1).map((at, i) => at - startedAt[i]! - (i === 3 ? 61_000 : 10));
    expect(waits.slice(0, 5)).toEqual([500, 1_000, 2_000, 500, 1_000]);
    await service.stop();
  });

  it('killed (SIGKILL) is started again; stopped on purpose (exit 0) is not', async () => {
    const { service, children } = supervised((child, index) => {
      child.listen();
      if (index === 0) child.exit(null, 'SIGKILL');
      if (index === 1) child.exit(0);
    });
    await service.ready;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(children).toHaveLength(2);
    expect(service.pid()).toBeUndefined();
  });

  it('that stops before it ever listened fails the start, and is not started again', async () => {
    const { service, children } = supervised((child) => child.exit(1));
    await expect(service.ready).rejects.toThrow('the commerce service stopped before it listened (exit code 1)');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(children).toHaveLength(1);
  });

  it('stopped by its supervisor gets SIGTERM and no restart, and a pending restart is called off', async () => {
    const { service, children } = supervised((child) => child.listen());
    await service.ready;
    await service.stop();
    expect(children[0]!.signals).toEqual(['SIGTERM']);

    const crashing = supervised((child, index) => {
      if (index === 0) child.listen();
      child.exit(1);
    });
    await crashing.service.ready;
    await crashing.service.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(crashing.children).toHaveLength(1);
  });
});

describe('the restart backoff', () => {
  it('waits between 0.5 s and 10 s, doubling after each short run and starting over after a healthy minute', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 60_000 }), { maxLength: 50 }), (runs) => {
        const backoff = createRestartBackoff();
        let previous: number | undefined;
        for (const ranForMs of runs) {
          const wait = backoff.next(ranForMs);
          expect(wait).toBeGreaterThanOrEqual(RESTART_BACKOFF.firstMs);
          expect(wait).toBeLessThanOrEqual(RESTART_BACKOFF.maxMs);
          const healthy = ranForMs >= RESTART_BACKOFF.healthyAfterMs;
          const expected = healthy || previous === undefined ? RESTART_BACKOFF.firstMs : Math.min(RESTART_BACKOFF.maxMs, previous * 2);
          expect(wait).toBe(expected);
          previous = wait;
        }
      }),
    );
  });
});
