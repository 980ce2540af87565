import type { ContentBlock } from '@sockshop/core/content';
import { describe, expect, it } from 'vitest';
import { withContentImageSources } from '../pictures/image-sources';
import { liveStoryOf } from './story-blocks';

const story = (body: unknown[]) => ({ id: 7, content: { _uid: 'p', component: 'page', title: 'Summer sale', body } });
const hero = {
  _uid: 'h1',
  component: 'hero',
  title: 'Edited headline',
  subtitle: 'Sub',
  image: { filename: 'https://a.storyblok.com/f/1/1920x1080/abc/hero.jpg', alt: '' },
  cta_label: '',
  background_color: '',
};

describe('the editor’s live story as page blocks', () => {
  it('checks blocks with core’s schemas and gives pictures their sources', () => {
    const live = liveStoryOf(story([hero, { _uid: 'x', component: 'unknown_thing' }]));
    expect(live?.title).toBe('Summer sale');
    expect(live?.body.map((b) => b.component)).toEqual(['hero']);
    const image = live?.body[0]?.component === 'hero' ? live.body[0].image : undefined;
    expect(image).toMatchObject({ filename: hero.image.filename });
  });

  it('sizes heroes and promos as the server does (pictures/image-sources.ts)', () => {
    const promo = { _uid: 'p1', component: 'promo', title: 'Promo', image: hero.image };
    const blocks = [hero, promo] as unknown as ContentBlock[];
    const sizesOf = (body: ContentBlock[] = []) => body.map((block) => (block as { image?: { sizes?: string } }).image?.sizes);
    expect(sizesOf(liveStoryOf(story([hero, promo]))?.body)).toEqual(sizesOf(withContentImageSources(blocks)));
    expect(sizesOf(withContentImageSources(blocks))).toEqual([expect.stringContaining('46vw'), expect.stringContaining('50vw')]);
  });

  it('no story that is not a page', () => {
    expect(liveStoryOf(null)).toBeNull();
    expect(liveStoryOf({ content: { _uid: 'c', component: 'category' } })).toBeNull();
  });

  it('rich text that poses as the server’s prerendered HTML is emptied, nested in bloks too', () => {
    const evil = { type: 'prerendered', content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] };
    const nested = {
      _uid: 'r2',
      component: 'rich_text',
      body: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ _uid: 'r3', component: 'rich_text', body: evil }] } }] },
    };
    const live = liveStoryOf(story([{ _uid: 'r1', component: 'rich_text', body: evil }, nested]));
    expect(JSON.stringify(live)).not.toContain('onerror');
    expect(JSON.stringify(live)).not.toContain('prerendered');
  });

  it('plain rich text documents stay documents, for RichText to render with its own rules', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };
    const live = liveStoryOf(story([{ _uid: 'r1', component: 'rich_text', body: doc }]));
    expect(live?.body[0]).toMatchObject({ component: 'rich_text', body: doc });
  });
});
