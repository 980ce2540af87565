import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthOf } from './api-kit.js';

/** Depth as the parsed value has it: each array or object one level. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('jsonDepthOf (request bodies are bounded in depth)', () => {
  it('is the nesting depth of any JSON value, brackets inside strings not counted', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonDepthOf(JSON.stringify(value))).toBe(depthOf(value));
      }),
    );
  });

  it('reads a 10,000-deep array without recursion, and escaped quotes do not end a string', () => {
    expect(jsonDepthOf(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toBe(10_000);
    expect(jsonDepthOf(JSON.stringify({ a: '\\"[[[', b: ['"{'] }))).toBe(2);
  });
});
