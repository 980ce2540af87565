import { describe, expect, it } from 'vitest';
import { withEdits } from '../lib/page-edits.server';
import { bareAmpersandEdits } from './bare-ampersands.server';

const withBareAmpersands = (page: Buffer<ArrayBuffer>) => withEdits(page, bareAmpersandEdits(page));

const lean = (html: string) => withBareAmpersands(Buffer.from(html)).toString();

// A query string's `&` in an attribute value needs no escape; anywhere else the page stays as React wrote it.
describe('bare ampersands', () => {
  it("writes a picture URL's query parameters with a bare &", () => {
    expect(lean('<img src="/a.svg" srcSet="/a.svg?w=720&amp;q=70 720w,/a.svg?w=1024&amp;q=60 1024w" alt=""/>')).toBe(
      '<img src="/a.svg" srcSet="/a.svg?w=720&q=70 720w,/a.svg?w=1024&q=60 1024w" alt=""/>',
    );
    expect(lean('<a href="/search?term=a&amp;sort=price%3Aasc">x</a>')).toBe('<a href="/search?term=a&sort=price%3Aasc">x</a>');
  });

  it('keeps the escape where a reference could start: before a ; or an ending, in text, in scripts', () => {
    const kept = [
      '<a title="Tom &amp; Jerry">x</a>',
      '<a title="a&amp;not;b=c">x</a>',
      '<a href="/x?a&amp;">x</a>',
      '<p>Socks &amp;not=yes</p>',
      '<p>Socken &amp; mehr</p>',
      '<title>a&amp;b=c</title>',
      '<script>x="?w=1&amp;q=2"</script><img srcSet="/a?w=1&amp;q=2 1w" alt=""/>',
    ];
    expect(kept.slice(0, -1).map(lean)).toEqual(kept.slice(0, -1));
    expect(lean(kept.at(-1) as string)).toBe('<script>x="?w=1&amp;q=2"</script><img srcSet="/a?w=1&q=2 1w" alt=""/>');
  });

  it('leaves a page without one alone', () => {
    const page = Buffer.from('<p class="a">b</p>');
    expect(withBareAmpersands(page)).toBe(page);
  });
});
