import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { readImageRequest } from '../media/image-request.js';
import { productPicture } from '../media/product-picture.js';

// Images, as the sandbox's media answers `?w=&q=`: the width asked for, the quality rule unless one is asked.
const ask = (query: string) => readImageRequest(new URL(`http://media.test/media/CRW-100/0.svg${query}`));

describe('sandbox media requests', () => {
  it('reads the width and applies quality 60 above 720 px, else 70', () => {
    expect(ask('?w=320')).toEqual({ width: 320, height: 320, quality: 70 });
    expect(ask('?w=720')).toEqual({ width: 720, height: 720, quality: 70 });
    expect(ask('?w=1024')).toEqual({ width: 1024, height: 1024, quality: 60 });
  });

  it('honours the quality asked for, as the blurred placeholder asks (width 90 quality 1)', () => {
    expect(ask('?w=90&q=1')).toEqual({ width: 90, height: 90, quality: 1 });
  });

  it('serves the default responsive quality without a width, and refuses widths above 3840', () => {
    expect(ask('')).toEqual({ width: 720, height: 720, quality: 60 });
    expect(() => ask('?w=3841')).toThrow(/3840/);
    expect(() => ask('?w=0')).toThrow();
  });

  it('reads an explicit format and refuses an unknown one', () => {
    expect(ask('?w=320&fm=webp')).toEqual({ width: 320, height: 320, quality: 70, format: 'webp' });
    expect(() => ask('?fm=gif')).toThrow(/avif, webp or svg/);
  });

  it('draws the SVG at the width asked for', () => {
    const [product] = generateCatalogue({ size: 1 });
    expect(productPicture(product!, 0, 320)).toMatch(/^<svg [^>]*width="320" height="320"/);
  });
});
