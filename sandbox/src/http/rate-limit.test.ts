import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

describe('per-address token buckets', () => {
  it('allows the burst, then refills at the given rate', () => {
    let time = 0;
    const limiter = createRateLimiter({ burst: 3, perSecond: 1 }, { now: () => time });
    expect([1, 2, 3, 4].map(() => limiter.take('ip'))).toEqual([true, true, true, false]);
    expect(limiter.take('other')).toBe(true);
    time = 1_000;
    expect([limiter.take('ip'), limiter.take('ip')]).toEqual([true, false]);
  });

  it('holds a bounded number of buckets, however many addresses arrive', () => {
    const limiter = createRateLimiter({ burst: 1, perSecond: 0 }, { maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 1_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    // The earliest addresses were forgotten, so they start with a full bucket again.
    expect(limiter.take('10.0.0.0')).toBe(true);
    expect(limiter.take('10.0.3.231')).toBe(false);
  });
});
