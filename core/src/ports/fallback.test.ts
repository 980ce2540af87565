import { describe, expect, it } from 'vitest';
import { asFallback, isFallback } from './fallback.js';

describe('fallback values', () => {
  it('are known as such by identity, frozen or not, and nothing else is', () => {
    const bundled = Object.freeze(asFallback({ add: 'Add to cart' }));
    expect(isFallback(bundled)).toBe(true);
    expect(isFallback({ ...bundled })).toBe(false);
    expect(isFallback(asFallback([1, 2]))).toBe(true);
    for (const other of [null, undefined, 'text', 3, {}]) expect(isFallback(other)).toBe(false);
  });
});
