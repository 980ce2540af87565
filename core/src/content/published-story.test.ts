import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES } from '../markets/codes.js';
import { outdatedBy } from './published-story.js';

const story = (fullSlug?: string) => outdatedBy({ kind: 'story', fullSlug }, 'production');
const whole = (...storefronts: string[]) => storefronts.map((storefront) => ({ storefront }));
const storefrontsOf = (targets: { storefront: string }[]) => [...new Set(targets.map((t) => t.storefront))].sort();

describe('outdatedBy: what a content change makes out of date', () => {
  it('a _default page: that path (and its folders) on every storefront', () => {
    const targets = story('_default/faq/returns');
    expect(storefrontsOf(targets)).toEqual([...STOREFRONT_CODES].sort());
    expect(targets.filter((t) => t.storefront === 'de')).toEqual([
      { storefront: 'de', path: '/de/faq' },
      { storefront: 'de', path: '/de/faq/returns' },
    ]);
  });

  it('the home story: the storefront root and /home', () => {
    expect(story('us/home')).toEqual([
      { storefront: 'us', path: '/us/home' },
      { storefront: 'us', path: '/us' },
    ]);
  });

  it('a content key folder: every storefront that shares the key', () => {
    expect(storefrontsOf(story('eu/about-us'))).toEqual(['be', 'es', 'eu', 'it', 'nl']);
    expect(storefrontsOf(story('de/about-us'))).toEqual(['at', 'ch', 'de']);
    expect(story('fr/about-us')).toEqual([{ storefront: 'fr', path: '/fr/about-us' }]);
  });

  it('a storefront folder whose code is not a content key: that storefront', () => {
    expect(story('at/about-us')).toEqual([{ storefront: 'at', path: '/at/about-us' }]);
  });

  it('shared settings and categories: the whole storefronts', () => {
    expect(story('uk/shared/top-banner')).toEqual(whole('uk'));
    expect(story('eu/shared/navigation')).toEqual(whole('be', 'nl', 'es', 'it', 'eu'));
    expect(story('_default/categories/men')).toEqual(whole(...STOREFRONT_CODES));
    expect(story('gl')).toEqual(whole('gl'));
  });

  it('a datasource, a missing slug or an unknown folder: every storefront whole', () => {
    const every = whole(...STOREFRONT_CODES);
    expect(outdatedBy({ kind: 'datasource' }, 'staging')).toEqual(every);
    expect(story(undefined)).toEqual(every);
    expect(story('  /  ')).toEqual(every);
    expect(story('nz/about-us')).toEqual(every);
  });

  it('slashes and odd characters in a slug make clean, encoded paths', () => {
    expect(story('/fr//a b/')).toEqual([{ storefront: 'fr', path: '/fr/a%20b' }]);
  });
});
