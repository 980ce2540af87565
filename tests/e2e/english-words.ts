import { TRANSLATED_VALUES } from '@sockshop/core/catalog';
import { translationEntries } from '@sockshop/sandbox/content/seed/translations';

export type CheckedLanguage = 'de' | 'nl' | 'fr';

/**
 * English a shopper must not read on a de, nl or fr page besides the translations' own English: the card form, stock and
 * size words as they used to leak ("Low-Stock", "0-6m" humanised), and the sandbox services' English texts.
 */
const MORE_ENGLISH = [
  'Low stock',
  'Low-Stock',
  'Card number',
  'Expiry date',
  'Security code',
  'Pay',
  'Standard delivery',
  'Express delivery',
  'months',
  'years',
  'Machine wash',
  'Designed in Stockholm',
  'Invalid or incomplete',
  'Sold out',
  'Add to cart',
  'Sort by',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a whole-word pattern; `{amount}`-style placeholders match any text, the first letter either case. */
function phrasePattern(phrase: string): RegExp {
  const parts = phrase.split(/\{\w+\}/).map(escapeRegExp);
  const body = parts.join('.+?');
  const first = body.charAt(0);
  const head = /\p{L}/u.test(first) ? `[${first.toLowerCase()}${first.toUpperCase()}]` : first;
  return new RegExp(`(?<![\\p{L}\\p{N}])${head}${body.slice(1)}(?![\\p{L}\\p{N}])`, 'u');
}

/** A raw facet value or badge ('dark-green', shown as "Dark-Green" under CSS capitalisation), in any case. */
function valuePattern(value: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(value)}(?![\\p{L}\\p{N}-])`, 'iu');
}

export interface EnglishPhrase {
  phrase: string;
  pattern: RegExp;
}

/**
 * The English UI phrases of the shop's translations (the content system's English, which the bundled defaults match),
 * less those the language writes the same way or uses inside its own texts ('Sale', 'Menu', 'Total' in French).
 */
export function englishPhrases(language: CheckedLanguage): EnglishPhrase[] {
  const own = translationEntries.map((entry) => entry.dimensions?.[language] ?? '');
  const phrases = new Set([...translationEntries.map((entry) => entry.value), ...MORE_ENGLISH]);
  const values = new Set(Object.values(TRANSLATED_VALUES).flat());
  return [
    ...[...phrases]
      .filter((phrase) => phrase.replace(/\{\w+\}/g, '').trim().length >= 2)
      .map((phrase) => ({ phrase, pattern: phrasePattern(phrase) })),
    ...[...values].map((value) => ({ phrase: value, pattern: valuePattern(value) })),
  ].filter(({ pattern }) => !own.some((text) => pattern.test(text)));
}

/** The English phrases found in `text`, each with a little of the text around it. */
export function findEnglish(text: string, phrases: readonly EnglishPhrase[]): string[] {
  return phrases.flatMap(({ phrase, pattern }) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ');
    return [`"${phrase}" in "…${around}…"`];
  });
}
