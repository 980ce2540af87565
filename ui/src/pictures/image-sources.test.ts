import { describe, expect, it } from 'vitest';
import { contentImageSources, GALLERY_SIZES, productImageSources } from './image-sources';

// Images: widths 320/720/1024/1920/3840, quality 60 above 720 px else 70, placeholder width 90 quality 1.
const widthsOf = (srcSet = '') => srcSet.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('product image sources', () => {
  const sources = productImageSources('http://img.example/media/CRW-100/0.svg', GALLERY_SIZES);

  it('offer the spec widths with the quality rule, SVGs included (the image host sizes them)', () => {
    expect(widthsOf(sources.srcSet)).toEqual(['320w', '720w', '1024w', '1920w', '3840w']);
    expect(sources.srcSet).toContain('0.svg?w=720&q=70 720w');
    expect(sources.srcSet).toContain('0.svg?w=1024&q=60 1024w');
    expect(sources.sizes).toBe(GALLERY_SIZES);
  });

  it('have a width 90 quality 1 placeholder', () => {
    expect(sources.placeholder).toBe('http://img.example/media/CRW-100/0.svg?w=90&q=1');
  });
});

describe('content image sources', () => {
  it("use Storyblok's image service for its assets, and leave its vectors alone", () => {
    const photo = contentImageSources('https://a.storyblok.com/f/1/1920x1080/abc/hero.jpg', '100vw');
    expect(photo.srcSet).toContain('hero.jpg/m/320x0/filters:quality(70) 320w');
    expect(photo.placeholder).toBe('https://a.storyblok.com/f/1/1920x1080/abc/hero.jpg/m/90x0/filters:quality(1)');
    expect(contentImageSources('https://a.storyblok.com/f/1/logo.svg', '100vw')).toEqual({});
  });

  it('ask any other asset host with ?w=&q=', () => {
    const banner = contentImageSources('http://127.0.0.1:3101/f/content/1920x1080/home-hero.svg', '100vw');
    expect(widthsOf(banner.srcSet)).toHaveLength(5);
    expect(banner.srcSet).toContain('home-hero.svg?w=3840&q=60 3840w');
    expect(banner.placeholder).toMatch(/home-hero\.svg\?w=90&q=1$/);
  });
});
