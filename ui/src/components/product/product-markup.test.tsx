import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/translate';
import type { ProductTile } from '../../product/product-view';
import { NAVIGATION } from '../chrome/chrome-fixtures';
import { Header } from '../chrome/Header';
import { tagsOf } from '../rich-text/markup-audit';
import { SearchWithSuggestions } from '../search/SearchWithSuggestions';
import { Recommendations } from './Recommendations';

// The product page's HTML as the server streams it (the header with its suggesting search, and the lists
// below the product that arrive after the page) has each id once, and every label and ARIA reference names an element
// that exists. Streamed, a list's placeholder and the list itself are in one document; both once carried the same id.

const t = createTranslate({ clusterTitle: 'Aus derselben Familie', similarTitle: 'Ähnliche Produkte', search: 'Suche' });

const tile = (sku: string): ProductTile => ({
  sku,
  name: `Sock ${sku}`,
  price: '15 €',
  picture: `/media/${sku}.svg`,
  stockStatus: 'in-stock',
});

/** The page streamed to its end: the lists resolve once the shell has gone out, as they do behind a slow catalogue. */
function streamProductPage(): Promise<string> {
  const lists: ((tiles: ProductTile[]) => void)[] = [];
  const pending = () => new Promise<ProductTile[]>((resolve) => lists.push(resolve));
  const page = (
    <>
      <Header
        t={t}
        storefront="de"
        navigation={NAVIGATION}
        homeHref="/de"
        cartHref="/de/checkout/cart"
        cartCount={0}
        search={<SearchWithSuggestions storefront="de" t={t} />}
      />
      <main>
        <Recommendations list="cluster" tiles={pending()} reserve={4} t={t} />
        <Recommendations list="similar" tiles={pending()} reserve={4} t={t} />
      </main>
    </>
  );
  const router = createMemoryRouter([{ path: '/de/product/:sku', element: page }], { initialEntries: ['/de/product/CRW-100'] });
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8');
    });
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(<RouterProvider router={router} />, {
      onShellReady() {
        stream.pipe(sink);
        for (const [index, resolveList] of lists.entries()) resolveList([tile(`CRW-20${index}`), tile(`CRW-30${index}`)]);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

const LABELABLE = new Set(['input', 'select', 'textarea', 'button', 'meter', 'output', 'progress']);
const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls'];

describe('the product page markup', () => {
  it('has every id once, and every label and ARIA reference points at an element that exists', async () => {
    const html = await streamProductPage();
    // React's streaming scripts hold no markup of the page; their text is not HTML.
    const tags = tagsOf(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    // The streamed lists did arrive (otherwise the test would check the placeholders alone).
    expect(tags.filter((tag) => tag.attrs.class === 'product-list__title')).toHaveLength(4);

    const ids = tags.map((tag) => tag.attrs.id).filter((id): id is string => id !== undefined);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

    const byId = new Map(tags.filter((tag) => tag.attrs.id).map((tag) => [tag.attrs.id, tag]));
    const labels = tags.filter((tag) => tag.name === 'label' && tag.attrs.for);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(LABELABLE.has(byId.get(label.attrs.for!)?.name ?? ''), label.attrs.for).toBe(true);
    const dangling = tags.flatMap((tag) =>
      REFERENCES.flatMap((name) => (tag.attrs[name] ?? '').split(/\s+/).filter((id) => id !== '' && !byId.has(id))),
    );
    expect(dangling).toEqual([]);
  });

  it('never puts the combobox role on a search field (not allowed in HTML); the suggesting field is a text field', async () => {
    const fields = tagsOf(await streamProductPage()).filter((tag) => tag.name === 'input' && tag.attrs.name === 'term');
    expect(fields).toHaveLength(1);
    expect(fields[0]?.attrs).toMatchObject({ type: 'text', role: 'combobox', inputmode: 'search', enterkeyhint: 'search' });
  });
});
