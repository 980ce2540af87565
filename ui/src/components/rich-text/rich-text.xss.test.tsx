import type { RichTextNode } from '@sockshop/core/content';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { auditMarkup, tagsOf } from './markup-audit.js';
import { PRERENDERED } from './prerendered.js';
import { RichText } from './RichText.js';
import { RichTextView } from './RichTextView.js';
import { prerenderRichText } from './rich-text-html.server.js';
import { HOSTILE_ATTRS, HOSTILE_TEXT, HOSTILE_URLS, RICH_TEXT_TAGS } from './xss-corpus.js';

const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text: value, marks });
const renderBlok = () => <div>blok</div>;
const renderTree = (node: unknown) => renderToStaticMarkup(<RichText doc={node as RichTextNode} renderBlok={renderBlok} />);
/**
 * What the browser receives on a page: the loader's HTML kept by RichTextView; a document the loader leaves
 * as it is (a blok below the top level) is rendered by RichText, which RichTextView then loads.
 */
const renderServed = (node: unknown) => {
  const served = prerenderRichText(node as RichTextNode, 2);
  return served?.type === PRERENDERED ? renderToStaticMarkup(<RichTextView doc={served} renderBlok={renderBlok} />) : renderTree(node);
};
const RENDERERS = [
  ['as a React tree', renderTree],
  ['as the server sends it', renderServed],
] as const;

describe.each(RENDERERS)('RichText against XSS (rich text to React without unsanitised HTML) %s', (_name, render) => {
  it.each(HOSTILE_TEXT)('escapes hostile text %j', (payload) => {
    const html = render(doc(p(text(payload)), { type: 'heading', attrs: { level: 2 }, content: [text(payload)] }));
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).not.toMatch(/<script|<svg|<iframe|<object|<style|<img/i);
    if (payload.includes('<')) expect(html).toContain('&lt;');
  });

  it.each(HOSTILE_URLS)('drops the link mark with href %j and keeps its text', (href) => {
    const html = render(doc(p(text('click me', [{ type: 'link', attrs: { href, linktype: 'url', target: '_blank' } }]))));
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).not.toContain('<a');
    expect(html).toContain('click me');
  });

  it.each(HOSTILE_URLS)('drops the image with src %j', (src) => {
    const html = render(doc({ type: 'image', attrs: { src, alt: 'sock' } }));
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).not.toContain('<img');
  });

  it('ignores event handlers, style and unknown attributes on every node and mark', () => {
    const attrs = { ...HOSTILE_ATTRS, href: 'https://socks.example/', src: 'https://socks.example/a.png', level: 3 };
    const marks = ['bold', 'italic', 'link', 'anchor', 'textStyle', 'styled', 'highlight'].map((type) => ({ type, attrs }));
    const types = ['paragraph', 'heading', 'bullet_list', 'ordered_list', 'list_item', 'blockquote', 'code_block', 'image', 'blok'];
    const html = render(doc(...types.map((type) => ({ type, attrs, content: [text('x', marks)] }))));
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).not.toMatch(/polluted|srcdoc|formaction|onclick/i);
  });

  it('renders unknown node types (script, svg, iframe, html) as their text only', () => {
    const html = render(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'svg', attrs: { onload: 'alert(1)' }, content: [text('svg text')] },
        { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
        { type: 'html', text: '<img src=x onerror=alert(1)>' },
      ),
    );
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).toBe('<div class="rich-text">alert(1)svg text&lt;img src=x onerror=alert(1)&gt;</div>');
  });

  it('keeps nested marks safe: a good link inside a bad one and the other way round', () => {
    const bad = { type: 'link', attrs: { href: 'javascript:alert(1)' } };
    const good = { type: 'link', attrs: { href: 'https://socks.example/' } };
    const html = render(doc(p(text('a', [{ type: 'bold' }, bad, { type: 'italic' }, good]), text('b', [good, bad]))));
    expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
    expect(html).not.toMatch(/javascript:/i);
    expect(tagsOf(html).filter((t) => t.name === 'a')).toHaveLength(2);
  });

  it('refuses targets other than _blank and adds rel to new-tab links', () => {
    const html = render(doc(p(text('x', [{ type: 'link', attrs: { href: '/de/socks', target: 'javascript:alert(1)' } }]))));
    expect(html).toBe('<div class="rich-text"><p><a href="/de/socks">x</a></p></div>');
  });

  it('survives malformed trees: cycles of depth, non-objects, huge lists', () => {
    let deep: RichTextNode = text('bottom');
    for (let i = 0; i < 5000; i += 1) deep = { type: 'blockquote', content: [deep] };
    const junk = doc(p(null as never, 42 as never, 'str' as never, { type: 7 } as never), deep);
    expect(() => render(junk)).not.toThrow();
    expect(render('not a doc')).toBe('');
    expect(render({ type: 'doc', content: 'nope' })).toBe('<div class="rich-text"></div>');
  });
});

// Property: any tree built from hostile strings renders to markup that cannot run script.
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_URLS),
  fc.string({ maxLength: 40 }),
  fc.constant('https://ok.example/'),
);
const nodeType = fc.oneof(
  fc.constantFrom('doc', 'paragraph', 'heading', 'bullet_list', 'ordered_list', 'list_item', 'blockquote', 'code_block'),
  fc.constantFrom('horizontal_rule', 'hard_break', 'image', 'text', 'blok', 'emoji', 'script', 'svg', 'iframe', 'style'),
  hostileString,
);
const attrKey = fc.oneof(
  fc.constantFrom('href', 'src', 'level', 'target', 'linktype', 'anchor', 'alt', 'title', 'order', 'id', 'emoji', 'body'),
  fc.constantFrom('onclick', 'onerror', 'onload', 'style', 'class', 'srcset', 'dangerouslySetInnerHTML'),
);
const attrValue = fc.oneof(hostileString, fc.integer({ min: -10, max: 10 }), fc.constant({ __html: '<script>x</script>' }));
const attrs = fc.dictionary(attrKey, attrValue, { maxKeys: 5 });
const mark = fc.record(
  { type: fc.oneof(fc.constantFrom('bold', 'italic', 'link', 'anchor', 'code', 'highlight', 'textStyle'), hostileString), attrs },
  { requiredKeys: ['type'] },
);
const { node: treeArb } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.record(
    {
      type: nodeType,
      text: hostileString,
      attrs,
      marks: fc.array(mark, { maxLength: 3 }),
      content: fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'rich' }),
    },
    { requiredKeys: ['type'] },
  ),
}));

describe.each(RENDERERS)('RichText property %s', (_name, render) => {
  it('renders random hostile trees with only allowed tags, no event handlers and no script URLs', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const html = render(tree);
        expect(auditMarkup(html, RICH_TEXT_TAGS)).toEqual([]);
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 300) },
    );
  });
});
