import { Fragment, type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CachedMarkup, MarkupSlotsContext } from './cached-markup';
import { createMarkupCache } from './markup-cache.server';

let renders = 0;
let cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });

function Chrome({ answer, storefront, back }: { answer: { title: string }; storefront: string; back: string }) {
  renders++;
  const id = useId();
  return (
    <header id={id}>
      <a href={`/${storefront}`}>{answer.title}</a>
      <a href={back}>{back}</a>
    </header>
  );
}

function Page({ answer, storefront, back }: { answer: { title: string }; storefront: string; back: string }) {
  return (
    <div>
      <p>before</p>
      <CachedMarkup name="chrome" deps={[answer, storefront]} varying={back}>
        {(href) => <Chrome answer={answer} storefront={storefront} back={href} />}
      </CachedMarkup>
      <p>after</p>
    </div>
  );
}

/** A page rendered as the server renders it: with a render's slots, finished by splice. */
function serverPage(props: Parameters<typeof Page>[0]): string {
  const slots = cache.slots();
  const html = renderToString(
    <MarkupSlotsContext.Provider value={slots}>
      <Page {...props} />
    </MarkupSlotsContext.Provider>,
  );
  return slots.splice(Buffer.from(html)).toString();
}

/** The same page with no kept markup: what the browser's render hydrates against. */
const plainPage = (props: Parameters<typeof Page>[0]) => renderToString(<Page {...props} />);

const answer = Object.freeze({ title: 'Socks & more' });

describe('markup kept across server renders', () => {
  beforeEach(() => {
    cache = createMarkupCache({ maxEntries: 50, maxBytes: 1024 * 1024 });
    renders = 0;
  });

  it('renders the children once, then puts the same bytes in their place, ids included', () => {
    const props = { answer, storefront: 'de', back: '/de/socks?color=black' };
    expect(serverPage(props)).toBe(plainPage(props));
    expect(serverPage(props)).toBe(plainPage(props));
    expect(renders).toBe(3); // two server renders, one plain: the second server render kept the markup
  });

  it('puts each page its own varying value in, escaped as React escapes it', () => {
    serverPage({ answer, storefront: 'de', back: '/de/socks' });
    const other = { answer, storefront: 'de', back: `/de/socks?q="it's"&<b>` };
    expect(serverPage(other)).toBe(plainPage(other));
    expect(serverPage(other)).toContain('&quot;it&#x27;s&quot;&amp;&lt;b&gt;');
  });

  it('renders again for a new answer: kept markup goes with the answer it was made from', () => {
    serverPage({ answer, storefront: 'de', back: '/de' });
    const published = Object.freeze({ title: 'Socks, published' });
    expect(serverPage({ answer: published, storefront: 'de', back: '/de' })).toContain('Socks, published');
    // An equal answer is another one too: only the very object the markup was made from counts.
    renders = 0;
    serverPage({ answer: Object.freeze({ title: 'Socks, published' }), storefront: 'de', back: '/de' });
    expect(renders).toBe(1);
  });

  it('keeps each storefront its own markup', () => {
    serverPage({ answer, storefront: 'de', back: '/de' });
    const dutch = serverPage({ answer, storefront: 'nl', back: '/nl' });
    expect(dutch).toContain('href="/nl"');
    expect(dutch).not.toContain('href="/de"');
    expect(serverPage({ answer, storefront: 'de', back: '/de' })).toContain('href="/de"');
  });

  it('tells the values of a key apart however their strings are cut (lengths, not separators)', () => {
    const keepPiece = (deps: unknown[]) => {
      const slots = cache.slots();
      const [start, middle, end] = slots.place('piece', deps, () => <b>{JSON.stringify(deps)}</b>, '');
      slots.splice(Buffer.from(renderToString(<div>{[start, middle, end]}</div>)));
    };
    /** Whether a render now finds kept markup for these values (a marker in the children's stead). */
    const found = (deps: unknown[]) => cache.slots().place('piece', deps, () => null, '')[0] === null;
    keepPiece(['a b', 'c']);
    keepPiece(['1', true]);
    expect(found(['a b', 'c'])).toBe(true);
    expect(found(['a', 'b c'])).toBe(false);
    expect(found(['a b c'])).toBe(false);
    expect(found([1, true])).toBe(false);
    expect(found(['1', 'true'])).toBe(false);
  });

  it('finds a place written out of render order', () => {
    type Places = readonly [ReactNode, ReactNode, ReactNode];
    const page = (parts: readonly (readonly [string, Places])[]) =>
      Buffer.from(
        renderToString(
          <div>
            {parts.map(([name, places]) => (
              <Fragment key={name}>{places}</Fragment>
            ))}
          </div>,
        ),
      );
    const first = cache.slots();
    const pieces = ['one', 'two'].map((text) => [text, first.place(text, [], () => <b>{text}</b>, '')] as const);
    expect(first.splice(page(pieces)).toString()).toBe('<div><b>one</b><b>two</b></div>');
    // The next render places both again, kept now, and its page has the second before the first.
    const next = cache.slots();
    const kept = ['one', 'two'].map((text) => [text, next.place(text, [], () => <i>{text}</i>, '')] as const);
    expect(next.splice(page([...kept].reverse())).toString()).toBe('<div><b>two</b><b>one</b></div>');
  });

  it('is bounded in entries and in bytes', () => {
    for (let index = 0; index < 80; index++) serverPage({ answer, storefront: `s${index}`, back: '/' });
    expect(cache.size().entries).toBe(50);
    cache = createMarkupCache({ maxEntries: 50, maxBytes: 4096 });
    for (let index = 0; index < 80; index++)
      serverPage({ answer: Object.freeze({ title: 'x'.repeat(1000) }), storefront: `s${index}`, back: '/' });
    expect(cache.size().bytes).toBeLessThanOrEqual(4096);
    expect(cache.size().entries).toBeGreaterThan(0);
  });
});
