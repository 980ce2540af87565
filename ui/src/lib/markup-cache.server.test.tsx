import { useId } from 'react';
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
