/**
 * The shop's English is British; the US storefront reads American English. One rule for every text a
 * US shopper sees (the content's US dimension and US story overrides in the sandbox, the adapter's bundled defaults):
 * whole words only, the first letter's case kept.
 */
const WORDS: readonly [RegExp, string][] = [
  [/\bpostcode(s?)\b/gi, 'ZIP code$1'],
  [/\bimprint\b/gi, 'company information'],
  [/colour/gi, 'color'],
  [/\bfavourite/gi, 'favorite'],
  [/\bcatalogue/gi, 'catalog'],
  [/\bcentre(s?)\b/gi, 'center$1'],
  [/\bgrey\b/gi, 'gray'],
  [/\bcancell(ed|ing)\b/gi, 'cancel$1'],
  [/\bjewellery\b/gi, 'jewelry'],
  [/\b(organi|personali|reali|recogni)s(e|ed|es|ing|ation)\b/gi, '$1z$2'],
  [/\blicence\b/gi, 'license'],
  [/\bprogramme(s?)\b/gi, 'program$1'],
];

const withCaseOf = (original: string, replacement: string) =>
  original.charAt(0) === original.charAt(0).toUpperCase() && original.charAt(0) !== original.charAt(0).toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;

/** 'Postcode' → 'ZIP code', 'Colourful' → 'Colorful', 'Imprint' → 'Company information'; other text unchanged. */
export function toUsEnglish(text: string): string {
  return WORDS.reduce(
    (result, [pattern, replacement]) =>
      result.replace(pattern, (match, ...groups) => {
        const captures = groups.slice(0, -2) as (string | undefined)[];
        const expanded = replacement.replace(/\$(\d)/g, (_, n: string) => captures[Number(n) - 1] ?? '');
        return withCaseOf(match, expanded);
      }),
    text,
  );
}
