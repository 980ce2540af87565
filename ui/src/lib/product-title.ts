import type { Translate } from './translate';

/** A product's colour as the loader names it: its translation key (`color.dark-green`) and the words to use without one. */
export interface ColourWords {
  key: string;
  fallback: string;
}

/** The colour as shoppers read it in the page's language ('Dunkelgrün'), else in plain English words. */
export function colourLabel({ key, fallback }: ColourWords, t: Translate): string {
  const text = t(key);
  return text === key ? fallback : text;
}

/**
 * The product page's <title>, told apart from products of the same name in other colours (issue 13: 'Striped Socks'
 * in three colours shared one title): the colour follows the name, unless the title already says it.
 */
export function distinctProductTitle(title: string, name: string, colour: string): string {
  if (colour === '' || title.toLocaleLowerCase().includes(colour.toLocaleLowerCase())) return title;
  if (name !== '' && title.startsWith(name)) return `${name} – ${colour}${title.slice(name.length)}`;
  return `${title} – ${colour}`;
}
