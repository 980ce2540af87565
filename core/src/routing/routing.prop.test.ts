import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockedRoute } from './blocked.js';
import { shouldHideHeader } from './chrome.js';
import { searchPath } from './paths.js';
import { matchRoute } from './routes.js';
import { stripStorefront } from './storefront-path.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const query = fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z0-9=&]{0,12}$/));

describe('routing properties', () => {
  it('§2 stripping the storefront keeps the rest of the path and the query', () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 5 }), query, (storefront, rest, q) => {
        expect(stripStorefront(`/${storefront}/${rest.join('/')}${q}`)).toBe(`/${rest.join('/')}${q}`);
      }),
      { numRuns },
    );
  });

  it('§2 the search term survives encoding (round trip)', () => {
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

  it('§2 a blocked value anywhere among the slugs blocks the route', () => {
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

  it('§2 the header never hides at or above 100 px, nor while a message or submenu shows', () => {
    fc.assert(
      fc.property(
        fc.record({
          scrollY: fc.integer({ min: 0, max: 5000 }),
          previousScrollY: fc.integer({ min: 0, max: 5000 }),
          hidden: fc.boolean(),
          messageShowing: fc.boolean(),
          submenuOpen: fc.boolean(),
          hideOnScroll: fc.boolean(),
        }),
        (scroll) => {
          const hide = shouldHideHeader(scroll);
          if (scroll.scrollY <= 100 || scroll.messageShowing || scroll.submenuOpen || !scroll.hideOnScroll) expect(hide).toBe(false);
          if (hide && !scroll.hidden) expect(scroll.scrollY - scroll.previousScrollY).toBeGreaterThanOrEqual(20);
        },
      ),
      { numRuns },
    );
  });
});
