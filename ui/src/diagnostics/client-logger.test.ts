import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClientLogger, LOGGER_LIMITS, toWire, type WireReport } from './client-logger';
import type { DiagnosticReport } from './diagnostic-report';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

/** A logger on a hand-driven clock: `advance` runs what was scheduled up to the new time, in order. */
function loggerOnClock(send: (batch: WireReport[]) => unknown = () => undefined) {
  let now = 0;
  const timers: { at: number; run: () => void; live: boolean }[] = [];
  const batches: WireReport[][] = [];
  const logger = createClientLogger({
    send: (batch) => {
      batches.push(batch);
      return send(batch);
    },
    now: () => now,
    schedule(run, ms) {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      now = next.at;
      next.live = false;
      next.run();
    }
    now = until;
  };
  return { logger, batches, advance };
}

const cartFetch: DiagnosticReport = {
  level: 'error',
  service: 'cart',
  code: 'error_fetch_cart',
  message: 'Cart fetch failed',
  data: { code: 'UPSTREAM_UNAVAILABLE' },
};

describe('client diagnostics logger', () => {
  it('sends the documented body with the code prefixed by the service, a second after the first report', () => {
    const { logger, batches, advance } = loggerOnClock();
    expect(logger.log(cartFetch)).toBe(true);
    advance(LOGGER_LIMITS.flushAfterMs - 1);
    expect(batches).toEqual([]);
    advance(1);
    expect(batches).toEqual([
      [
        {
          level: 'error',
          service: 'cart',
          code: 'cart:error_fetch_cart',
          message: 'Cart fetch failed',
          data: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    ]);
  });

  it('batches what arrives within the second into one post, and posts at once when 20 wait', () => {
    const { logger, batches, advance } = loggerOnClock();
    logger.log({ ...cartFetch, message: 'a' });
    advance(500);
    logger.log({ ...cartFetch, message: 'b' });
    advance(500);
    expect(batches.map((b) => b.map((r) => r.message))).toEqual([['a', 'b']]);
    expect(LOGGER_LIMITS.maxBatch).toBeGreaterThan(LOGGER_LIMITS.perMinute);
  });

  it('drops a report equal to one already taken (level, code, message)', () => {
    const { logger, batches, advance } = loggerOnClock();
    expect(logger.log(cartFetch)).toBe(true);
    expect(logger.log({ ...cartFetch, data: { other: true } })).toBe(false);
    advance(60_000);
    expect(logger.log(cartFetch)).toBe(false);
    expect(logger.log({ ...cartFetch, level: 'warn' })).toBe(true);
    advance(2_000);
    expect(batches.flat()).toHaveLength(2);
  });

  it('takes at most 10 reports in any minute', () => {
    const { logger, batches, advance } = loggerOnClock();
    const taken = Array.from({ length: 15 }, (_, i) => logger.log({ ...cartFetch, message: `m${i}` }));
    expect(taken.filter(Boolean)).toHaveLength(LOGGER_LIMITS.perMinute);
    advance(59_999);
    expect(logger.log({ ...cartFetch, message: 'still limited' })).toBe(false);
    advance(1);
    expect(logger.log({ ...cartFetch, message: 'next minute' })).toBe(true);
    advance(1_000);
    expect(batches.flat()).toHaveLength(LOGGER_LIMITS.perMinute + 1);
  });

  it('flush sends what waits at once (page hidden); a failing or throwing transport is ignored', async () => {
    const rejecting = loggerOnClock(() => Promise.reject(new Error('offline')));
    rejecting.logger.log(cartFetch);
    rejecting.logger.flush();
    expect(rejecting.batches).toHaveLength(1);
    rejecting.logger.flush();
    expect(rejecting.batches).toHaveLength(1);
    const throwing = loggerOnClock(() => {
      throw new Error('no fetch');
    });
    throwing.logger.log(cartFetch);
    expect(() => throwing.advance(1_000)).not.toThrow();
    await Promise.resolve();
  });

  it('keeps codes, services, messages and data within the server’s rules', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(toWire({ level: 'warn', service: 'pay ment!', code: 'bad code', message: 'x'.repeat(900), data: circular })).toEqual({
      level: 'warn',
      service: 'payment',
      code: 'payment:bad_code',
      message: 'x'.repeat(LOGGER_LIMITS.messageChars),
      data: { unserialisable: true },
    });
    expect(toWire({ level: 'info', service: 'cart', code: 'cart:reset', message: '', data: 'y'.repeat(2_000) }).code).toBe('cart:reset');
    expect(toWire({ level: 'info', service: '', code: 'c', message: 'm' }).code).toBe('ui:c');
    const big = toWire({ level: 'info', service: 'ui', code: 'c', message: 'm', data: { text: 'z'.repeat(5_000) } });
    expect(JSON.stringify(big.data).length).toBeLessThan(LOGGER_LIMITS.dataChars + 40);
  });

  it('whatever is reported and whenever: no batch over 20, no minute over 10 reports, no duplicate (property)', () => {
    const entry = fc.record({
      gap: fc.integer({ min: 0, max: 30_000 }),
      level: fc.constantFrom('error', 'info', 'warn') as fc.Arbitrary<DiagnosticReport['level']>,
      service: fc.constantFrom('cart', 'checkout', 'payment', 'content', ''),
      code: fc.string({ maxLength: 12 }),
      message: fc.string({ maxLength: 6 }),
      flush: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), (entries) => {
        const { logger, batches, advance } = loggerOnClock();
        const takenAt: number[] = [];
        let clock = 0;
        for (const { gap, flush, ...report } of entries) {
          advance(gap);
          clock += gap;
          if (logger.log(report)) takenAt.push(clock);
          if (flush) logger.flush();
        }
        advance(LOGGER_LIMITS.flushAfterMs);
        const all = batches.flat();
        expect(all).toHaveLength(takenAt.length);
        for (const at of takenAt)
          expect(takenAt.filter((t) => t >= at && t < at + 60_000).length).toBeLessThanOrEqual(LOGGER_LIMITS.perMinute);
        for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(LOGGER_LIMITS.maxBatch);
        expect(new Set(all.map((r) => `${r.level}\n${r.code}\n${r.message}`)).size).toBe(all.length);
        for (const r of all) expect(r.code.startsWith(`${r.service}:`)).toBe(true);
      }),
      { numRuns },
    );
  });
});
