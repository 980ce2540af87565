import { describe, expect, it } from 'vitest';
import { imageQuality, imageSources, imageUrl, placeholderUrl, srcSet, storyblokImageUrl } from './srcset.js';

describe('srcset builder', () => {
  it('quality 60 above 720 px, else 70', () => {
    expect([320, 720, 721, 1024, 3840].map(imageQuality)).toEqual([70, 70, 60, 60, 60]);
  });

  it('covers widths 320, 720, 1024, 1920 and 3840', () => {
    expect(srcSet('/media/a.jpg')).toBe(
      '/media/a.jpg?w=320&q=70 320w, /media/a.jpg?w=720&q=70 720w, /media/a.jpg?w=1024&q=60 1024w, /media/a.jpg?w=1920&q=60 1920w, /media/a.jpg?w=3840&q=60 3840w',
    );
  });

  it('never asks for more than 3840 px', () => {
    expect(srcSet('/a.png?v=2', { widths: [5000, 320, 320] })).toBe('/a.png?v=2&w=320&q=70 320w, /a.png?v=2&w=3840&q=60 3840w');
    expect(imageUrl('/a.png', 9999)).toBe('/a.png?w=3840&q=60');
  });

  it('the blurred placeholder is width 90 quality 1', () => {
    expect(placeholderUrl('/a.jpg')).toBe('/a.jpg?w=90&q=1');
    expect(placeholderUrl('https://a.storyblok.com/f/1/800x600/x/a.jpg', { format: storyblokImageUrl })).toBe(
      'https://a.storyblok.com/f/1/800x600/x/a.jpg/m/90x0/filters:quality(1)',
    );
  });

  it('the image CDN gets the same quality rule', () => {
    expect(imageUrl('https://a.storyblok.com/f/1/a.jpg', 1920, { format: storyblokImageUrl })).toBe(
      'https://a.storyblok.com/f/1/a.jpg/m/1920x0/filters:quality(60)',
    );
  });

  it('leaves vector images as they are', () => {
    expect(srcSet('/media/sock.svg')).toBe('');
    expect(imageSources('/media/sock.svg')).toBeUndefined();
    expect(imageUrl('/media/sock.svg', 320)).toBe('/media/sock.svg');
    expect(placeholderUrl('/media/sock.svg')).toBe('/media/sock.svg');
    expect(imageSources('/a.jpg')?.sizes).toBe('(max-width: 959px) 100vw, 50vw');
  });

  it('sizes vector images too when the host renders them at the width asked for', () => {
    expect(srcSet('/media/sock.svg', { vectors: true, widths: [320, 1024] })).toBe(
      '/media/sock.svg?w=320&q=70 320w, /media/sock.svg?w=1024&q=60 1024w',
    );
    expect(placeholderUrl('/media/sock.svg', { vectors: true })).toBe('/media/sock.svg?w=90&q=1');
    expect(imageUrl('', 320, { vectors: true })).toBe('');
  });
});
