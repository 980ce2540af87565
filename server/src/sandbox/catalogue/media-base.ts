import type { Product } from '@sockshop/core/catalog';

/**
 * The generated catalogue names its pictures by path (`/media/…`); a service that hands them to browsers (the commerce
 * sandbox's cart lines) needs them absolute on the image host, as a real backend stores them.
 */
export function withMediaBase(products: readonly Product[], base: string): Product[] {
  const absolute = (url: string) => (url.startsWith('/') ? `${base.replace(/\/+$/, '')}${url}` : url);
  return products.map((product) => ({
    ...product,
    media: {
      ...product.media,
      hero: {
        small: absolute(product.media.hero.small),
        original: absolute(product.media.hero.original),
        thumbnail: absolute(product.media.hero.thumbnail),
        large: absolute(product.media.hero.large),
      },
      images: product.media.images.map((image) => ({ ...image, url: absolute(image.url) })),
    },
  }));
}
