/**
 * Translation key prefixes only loaders read, with their own dictionary (lib/translations.server.ts): a listing's
 * filter options and active filters arrive as labels, and no component shows a material or a feature. The storefront
 * layout leaves them out of the browser's data (about 40 texts of every page).
 */
const LOADER_ONLY_PREFIXES = ['material.', 'feature.'] as const;

/** The dictionary without the texts only loaders read. */
export function withoutLoaderTexts(dictionary: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => !LOADER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix))));
}
