import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockedRoute } from './blocked.js';

('./chrome.js');

import { searchPath } from './paths.js';
import { matchRoute } from './routes.js';

('./storefront-path.js');

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);

describe('routing properties', () => {
  it('the search term survives encoding (round trip)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), (term, page) => {
        const path = searchPath('de', term, page);
        const encoded = path.slice(path.indexOf('?term=') + '?term='.length);
        expect(decodeURIComponent(encoded)).toBe(term.trim());
        expect(encoded).not.toMatch(/[?&#\s]/);
        expect(matchRoute(path)?.route.name).toBe('storefront-search');
      }),
      { numRuns },
    );
  });

  it('a blocked value anywhere among the slugs blocks the route', () => {
    const blocked = fc.constantFrom('undefined', '_nuxt', 'api', 'robots.txt', 'sitemap');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), blocked, fc.nat(4), (slugs, value, at) => {
        const withBlocked = [...slugs];
        withBlocked.splice(Math.min(at, slugs.length), 0, value);
        expect(isBlockedRoute({ storefront: 'de', slugs: withBlocked })).toBe(true);
      }),
      { numRuns },
    );
  });
});
