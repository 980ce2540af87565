import { describe, expect, it } from 'vitest';
import { hasNewBuild, isChunkLoadError } from './navigation.js';

describe('navigation', () => {
  it('§4 a changed build id shows the update notice', () => {
    expect(hasNewBuild('b1', 'b2')).toBe(true);
    expect(hasNewBuild('b1', 'b1')).toBe(false);
    expect(hasNewBuild('b1', null)).toBe(false);
  });

  it('§4 recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 7 failed')).toBe(true);
    expect(isChunkLoadError(new Error('Cart token is missing'))).toBe(false);
  });
});
