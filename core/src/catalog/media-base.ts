import type { Product } from './product.schema.js';

/** A media path (`/media/{sku}/0.svg`) on the image host; absolute URLs (any scheme, or `//host`) stay as they are. */
export function absoluteMediaUrl(url: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${base.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Services may send a product's pictures as paths; whoever hands them to a browser makes them absolute on the image host. */
export function withAbsoluteMedia(product: Product, base: string): Product {
  const absolute = (url: string) => absoluteMediaUrl(url, base);
  return {
    ...product,
    media: {
      ...product.media,
      hero: {
        small: absolute(product.media.hero.small),
        original: absolute(product.media.hero.original),
        thumbnail: absolute(product.media.hero.thumbnail),
        large: absolute(product.media.hero.large),
      },
      ...(product.media.alternate === undefined ? {} : { alternate: absolute(product.media.alternate) }),
      images: product.media.images.map((image) => ({ ...image, url: absolute(image.url) })),
    },
  };
}
