import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl, withAbsoluteMedia } from './media-base.js';

describe('product pictures on the image host', () => {
  it('puts paths on the host and leaves absolute URLs alone', () => {
    expect(absoluteMediaUrl('/media/A/0.svg', 'http://img.test/')).toBe('http://img.test/media/A/0.svg');
    expect(absoluteMediaUrl('media/A/0.svg', 'http://img.test')).toBe('http://img.test/media/A/0.svg');
    expect(absoluteMediaUrl('https://cdn.test/a.svg', 'http://img.test')).toBe('https://cdn.test/a.svg');
    expect(absoluteMediaUrl('//cdn.test/a.svg', 'http://img.test')).toBe('//cdn.test/a.svg');
  });

  it('applies to every picture of a product', () => {
    const product = withAbsoluteMedia(aProduct({ sku: 'A' }), 'http://img.test');
    expect(Object.values(product.media.hero).every((url) => url.startsWith('http://img.test/'))).toBe(true);
    expect(product.media.images.every((image) => image.url.startsWith('http://img.test/'))).toBe(true);
  });
});
