import { describe, expect, it } from 'vitest';
import { hasNewBuild, isChunkLoadError, scrollTargetOf } from './navigation.js';

describe('navigation', () => {
  it('§2 scrolls to the top on route change, to a hash anchor when present, unless disabled', () => {
    expect(scrollTargetOf({})).toEqual({ to: 'top' });
    expect(scrollTargetOf({ hash: '#size-guide' })).toEqual({ to: 'anchor', id: 'size-guide' });
    expect(scrollTargetOf({ hash: '#gr%C3%B6%C3%9Fe' })).toEqual({ to: 'anchor', id: 'größe' });
    expect(scrollTargetOf({ hash: '#%E0%A4%A' })).toEqual({ to: 'anchor', id: '%E0%A4%A' });
    expect(scrollTargetOf({ hash: '#' })).toEqual({ to: 'top' });
    expect(scrollTargetOf({ hash: '#x', disabled: true })).toBeNull();
  });

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
