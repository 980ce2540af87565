/**
 * The product page's <title>, told apart from products of the same name in other colours ('Striped Socks'
 * in three colours shared one title): the colour follows the name, unless the title already says it.
 */
export function distinctProductTitle(title: string, name: string, colour: string): string {
  if (colour === '' || title.toLocaleLowerCase().includes(colour.toLocaleLowerCase())) return title;
  if (name !== '' && title.startsWith(name)) return `${name} – ${colour}${title.slice(name.length)}`;
  return `${title} – ${colour}`;
}
