import type { Image } from '@sockshop/core/catalog';
import type { ImageSources } from '../../pictures/image-sources';
import { Picture } from '../shared/Picture';

/**
 * The product's pictures with the sources the loader worked out (widths, quality, placeholder); the first
 * loads eagerly (it is the page's largest paint).
 */
export function ProductGallery({
  images,
  name,
}: {
  images: readonly (Pick<Image, 'url' | 'alt' | 'position'> & ImageSources)[];
  name: string;
}) {
  const ordered = [...images].sort((a, b) => a.position - b.position);
  return (
    <div className="product-gallery">
      {ordered.map((image, index) => (
        <Picture
          key={image.url}
          className="product-gallery__image"
          loading={index === 0 ? 'priority' : 'lazy'}
          image={{
            src: image.url,
            alt: image.alt || name,
            width: 800,
            height: 800,
            srcSet: image.srcSet,
            sizes: image.sizes,
            placeholder: image.placeholder,
          }}
        />
      ))}
    </div>
  );
}
