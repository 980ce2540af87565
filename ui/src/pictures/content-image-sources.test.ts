import type { ContentBlock } from '@sockshop/core/content';
import { describe, expect, it } from 'vitest';
import { contentImage } from '../components/blocks/content-image';
import { createTranslate } from '../lib/translate';
import { withContentImageSources } from './image-sources';

// Content pictures get the five widths, the quality rule and a blurred placeholder, worked out on the server.
const asset = (name: string) => ({ filename: `http://127.0.0.1:3101/f/content/1920x1080/${name}.svg`, alt: name });
const blocks = [
  { _uid: 'h', component: 'hero', title: 'Hi', image: asset('home-hero') },
  { _uid: 'p', component: 'promo', title: 'Promo', image: asset('home-promo') },
  { _uid: 'b', component: 'blurb', title: 'Blurb', text: '', icon: '' },
] as unknown as ContentBlock[];

describe('content image sources', () => {
  const [hero, promo, blurb] = withContentImageSources(blocks) as unknown as { image?: Record<string, string> }[];

  it('give heroes the full width on phones and their column above, promos a column, with the placeholder', () => {
    expect(hero?.image?.srcSet).toContain('home-hero.svg?w=1920&q=60 1920w');
    expect(hero?.image?.sizes).toBe('(max-width: 959px) 100vw, 46vw');
    expect(promo?.image?.sizes).toBe('(max-width: 959px) 100vw, 50vw');
    expect(hero?.image?.placeholder).toMatch(/home-hero\.svg\?w=90&q=1$/);
    expect(blurb).toBe(blocks[2]);
  });

  it('reach the picture the block renders', () => {
    const image = contentImage(hero?.image as never, { t: createTranslate({}), productLists: {} }, { width: 1920, height: 1080 });
    expect(image).toMatchObject({ width: 1920, height: 1080, sizes: hero?.image?.sizes, placeholder: expect.stringContaining('w=90&q=1') });
    expect(image?.srcSet?.split(', ')).toHaveLength(5);
  });
});
