import type { ContentPort, ContentScope } from '@sockshop/core/ports';
import { derivedOnce } from './answer-memo.server';
import { createTranslate, type Translate } from './translate';

/**
 * The scope's translations, as the storefront layout loads them (no translations: the keys), for loaders that send
 * text ready to show, so the browser does not load the rules that make it (the product's first-load budget).
 */
export async function loadTranslate(content: Pick<ContentPort, 'loadTranslations'>, scope: ContentScope): Promise<Translate> {
  const dictionary = (await content.loadTranslations(scope)).unwrapOr({});
  // One function per kept translations answer, frozen as the answer is, so that what loaders derive from the
  // translations (a listing's facet labels) is made once per answer too (answer-memo.server.ts).
  return derivedOnce([dictionary], 'translate', () => {
    const translate = createTranslate(dictionary);
    return Object.isFrozen(dictionary) ? Object.freeze(translate) : translate;
  });
}
