import { withChrome } from './layout-chrome';
import { createTranslate, type Translate } from './translate';

/**
 * The storefront's translations for a route's `meta` function, which gets no hooks: they come from the storefront
 * layout's data among the matched routes. English fallbacks when the layout did not load.
 */
export function metaTranslate(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Translate {
  const layout = withChrome(matches.find((match) => match?.id === 'storefront-layout')?.data);
  return createTranslate(layout?.translations ?? {});
}
