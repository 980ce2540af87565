import type { ContentPort, ContentScope } from '@sockshop/core/ports';
import { createTranslate, type Translate } from './translate';

/**
 * The scope's translations, as the storefront layout loads them (no translations: the keys), for loaders that send
 * text ready to show, so the browser does not load the rules that make it (the product's first-load budget).
 */
export async function loadTranslate(content: Pick<ContentPort, 'loadTranslations'>, scope: ContentScope): Promise<Translate> {
  return createTranslate((await content.loadTranslations(scope)).unwrapOr({}));
}
