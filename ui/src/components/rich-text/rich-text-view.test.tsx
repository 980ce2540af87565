import type { RichTextNode } from '@sockshop/core/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StorefrontCodeContext } from '../shared/storefront-href.js';
import { PRERENDERED } from './prerendered.js';
import { RichText } from './RichText.js';
import { RichTextView } from './RichTextView.js';
import { prerenderRichText } from './rich-text-html.server.js';

// Rich text reaches the browser as the server's sanitised HTML, with the same markup RichText makes.

const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text: value, marks });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const link = (href: string) => [{ type: 'link', attrs: { href, linktype: 'story' } }];
const blok = (name: string): RichTextNode => ({ type: 'blok', attrs: { body: [{ _uid: name, component: 'blurb', name }] } });
const renderBlok = (value: Record<string, unknown>, key: string) => <aside key={key}>{String(value.name)}</aside>;

const served = (node: RichTextNode, storefront: string | null = null) =>
  renderToStaticMarkup(
    <StorefrontCodeContext.Provider value={storefront}>
      <RichTextView doc={prerenderRichText(node, 2)} renderBlok={renderBlok} />
    </StorefrontCodeContext.Provider>,
  );
const tree = (node: RichTextNode, storefront: string | null = null) =>
  renderToStaticMarkup(
    <StorefrontCodeContext.Provider value={storefront}>
      <RichText doc={node} renderBlok={renderBlok} />
    </StorefrontCodeContext.Provider>,
  );

describe('rich text rendered on the server', () => {
  it('sends the markup RichText makes, as HTML with no renderer needed', () => {
    const node = doc(
      { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
      p(text('bold', [{ type: 'bold' }]), text(' & <plain>')),
    );
    const prerendered = prerenderRichText(node, 2);
    expect(prerendered?.type).toBe(PRERENDERED);
    expect(prerendered?.content?.map((part) => part.type)).toEqual(['html']);
    expect(served(node)).toBe(tree(node));
    expect(served(node)).toBe('<div class="rich-text"><h2>Title</h2><p><strong>bold</strong> &amp; &lt;plain&gt;</p></div>');
  });

  it('keeps content links on the storefront shown, as localiseHref does', () => {
    const node = doc(
      p(text('faq', link('/_default/faq')), text('home', link('/_default')), text('query', link('/_default?x=1'))),
      p(text('other', link('/_defaultish')), text('de', link('/de/socks'))),
    );
    expect(served(node, 'uk')).toBe(tree(node, 'uk'));
    expect(served(node, 'uk')).toContain('href="/uk/faq"');
    expect(served(node, 'uk')).toContain('href="/_defaultish"');
    expect(served(node)).toContain('href="/_default/faq"');
  });

  it('renders top-level bloks with React between the HTML parts', () => {
    const html = served(doc(p(text('before')), blok('one'), p(text('after'))));
    expect(html).toBe(
      '<div class="rich-text"><div class="rich-text__part"><p>before</p></div><aside>one</aside><div class="rich-text__part"><p>after</p></div></div>',
    );
  });

  it('leaves a document with a blok below the top level to the browser renderer', () => {
    const node = doc({ type: 'bullet_list', content: [{ type: 'list_item', content: [blok('deep')] }] });
    expect(prerenderRichText(node, 2)).toEqual(node);
  });

  it('renders nothing for what is not a document', () => {
    expect(prerenderRichText(undefined, 2)).toBeUndefined();
    expect(renderToStaticMarkup(<RichTextView doc={undefined} />)).toBe('');
  });
});
