/**
 * Translation key prefixes only loaders read, with their own dictionary (lib/translations.server.ts): a listing's
 * filter options and active filters arrive as labels, and no component shows a material or a feature. The storefront
 * layout leaves them out of the browser's data (about 40 texts of every page).
 */
const LOADER_ONLY_PREFIXES = ['material.', 'feature.'] as const;

/**
 * Single texts no browser code reads: the footer's newsletter form is HTML made on the server with its fallbacks
 * (newsletter/footer-newsletter.server.tsx), the FAQ's section links are blocks its loader makes, and the content has
 * words no code of the shop shows (its prices and stock are worded by other keys).
 */
export const SERVER_ONLY_KEYS: ReadonlySet<string> = new Set([
  'newsletterButton',
  'newsletterLegal',
  'newsletterPlaceholder',
  'newsletterWelcome',
  'newsletterFailed',
  'faqSections',
  'backToFaq',
  'countrySwitcher',
  'currentPrice',
  'noStock',
  'placeOrder',
  'previousPrice',
]);

/** Whether only loaders read the text: the browser's translations do not have it. */
export function isLoaderText(key: string): boolean {
  return SERVER_ONLY_KEYS.has(key) || LOADER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The dictionary without the texts only loaders read. */
export function withoutLoaderTexts(dictionary: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => !isLoaderText(key)));
}
