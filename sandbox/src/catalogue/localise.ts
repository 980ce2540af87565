import { isColor, type Product } from '@sockshop/core/catalog';
import type { Language } from '@sockshop/core/markets';
import { materialOf } from './attributes.js';
import { GIFT_BOX_SECTION } from './families.js';
import { productTexts } from './product-texts.js';

/**
 * A product as the search service answers it in `language`: description, composition, care text and picture
 * alt texts. The catalogue is kept in English (filters and facets read it); a product the generator did not write
 * (a test's own) keeps its texts.
 */
export function localiseProduct<P extends Product>(product: P, language: Language): P {
  if (language === 'en') return product;
  const material = materialOf(product);
  const colour = product.color.primary;
  if (material === undefined || !isColor(colour)) return product;
  const parts = { name: product.name, colour, material, giftBox: product.sections.includes(GIFT_BOX_SECTION) };
  if (product.description.short !== productTexts(parts, 'en').short) return product;
  const texts = productTexts(parts, language);
  return {
    ...product,
    description: { short: texts.short, full: texts.full },
    meta: { ...product.meta, description: texts.short },
    information: {
      ...product.information,
      composition: texts.composition,
      legalMaterials: texts.composition,
      washingInstructions: texts.washingInstructions,
    },
    media: { ...product.media, images: product.media.images.map((image) => ({ ...image, alt: texts.alt(image.position) })) },
  };
}
