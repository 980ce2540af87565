import type { RichTextNode } from '@sockshop/core/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { safeHref, safeMediaSrc } from '../shared/safe-url.js';
import { RichText } from './RichText.js';

const t = (text: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text, marks });
const html = (content: RichTextNode[], extra: Partial<Parameters<typeof RichText>[0]> = {}) =>
  renderToStaticMarkup(<RichText doc={{ type: 'doc', content }} {...extra} />);

describe('RichText renders Storyblok rich text (docs/protocols.md)', () => {
  it('renders paragraphs, lists, quotes, code, rules and breaks', () => {
    const out = html([
      { type: 'paragraph', content: [t('one'), { type: 'hard_break' }, t('two')] },
      { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [t('a')] }] }] },
      { type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [t('b')] }] },
      { type: 'blockquote', content: [t('quote')] },
      { type: 'code_block', content: [t('const a = 1;')] },
      { type: 'horizontal_rule' },
    ]);
    expect(out).toBe(
      '<div class="rich-text"><p>one<br/>two</p><ul><li><p>a</p></li></ul><ol start="3"><li>b</li></ol>' +
        '<blockquote>quote</blockquote><pre><code>const a = 1;</code></pre><hr/></div>',
    );
  });

  it('clamps heading levels to 2–6, or to the given minimum', () => {
    const levels = [1, 2, 4, 9, 'x'].map((level) => ({ type: 'heading', attrs: { level }, content: [t('h')] }));
    expect(html(levels)).toBe('<div class="rich-text"><h2>h</h2><h2>h</h2><h4>h</h4><h6>h</h6><h2>h</h2></div>');
    expect(html(levels.slice(0, 1), { minHeadingLevel: 3 })).toContain('<h3>h</h3>');
  });

  it('renders every mark', () => {
    const marks = ['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript', 'highlight'];
    const out = html([{ type: 'paragraph', content: marks.map((type) => t(type, [{ type }])) }]);
    expect(out).toContain('<strong>bold</strong><em>italic</em><s>strike</s><u>underline</u><code>code</code>');
    expect(out).toContain('<sup>superscript</sup><sub>subscript</sub><mark>highlight</mark>');
  });

  it('links: external get rel and keep _blank, story and email links get a path or mailto, anchors an id', () => {
    const out = html([
      {
        type: 'paragraph',
        content: [
          t('ext', [{ type: 'link', attrs: { href: 'https://socks.example/', target: '_blank' } }]),
          t('story', [{ type: 'link', attrs: { href: 'de/about-us', linktype: 'story', anchor: 'team' } }]),
          t('mail', [{ type: 'link', attrs: { href: 'hi@socks.example', linktype: 'email' } }]),
          t('tel', [{ type: 'link', attrs: { href: 'tel:+4930123' } }]),
          t('jump', [{ type: 'link', attrs: { href: '#faq' } }]),
          t('here', [{ type: 'anchor', attrs: { id: 'faq' } }]),
        ],
      },
    ]);
    expect(out).toContain('<a href="https://socks.example/" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(out).toContain('<a href="/de/about-us#team">story</a>');
    expect(out).toContain('<a href="mailto:hi@socks.example">mail</a>');
    expect(out).toContain('<a href="tel:+4930123">tel</a>');
    expect(out).toContain('<a href="#faq">jump</a><span id="faq">here</span>');
  });

  it('renders images lazily with their alt and the size in a Storyblok asset URL', () => {
    const src = 'https://a.storyblok.com/f/1/800x600/ab/sock.jpg';
    expect(html([{ type: 'image', attrs: { src, alt: 'A sock' } }])).toBe(
      `<div class="rich-text"><img src="${src}" alt="A sock" width="800" height="600" loading="lazy" decoding="async"/></div>`,
    );
  });

  it('renders blok nodes through the render prop only', () => {
    const blok: RichTextNode = { type: 'blok', attrs: { body: [{ _uid: '1', component: 'promo' }] } };
    expect(html([blok])).toBe('<div class="rich-text"></div>');
    expect(html([blok], { renderBlok: (b, key) => <aside key={key}>{String(b.component)}</aside> })).toContain('<aside>promo</aside>');
  });
});

describe('URL allow-list', () => {
  it('keeps http, https, mailto, tel, relative paths, queries and anchors', () => {
    for (const ok of [
      'https://a.example/x?y=1',
      'http://a.example',
      'mailto:a@b.c',
      'tel:+49 30 1',
      '/de/socks',
      'socks',
      '?page=2',
      '#faq',
    ]) {
      expect(safeHref(ok)).toBe(ok);
    }
  });
  it('drops other schemes and protocol-relative URLs; media allow no mailto or tel', () => {
    for (const bad of ['ftp://a.example', 'javascript:x', '//a.example', '', 42, undefined]) expect(safeHref(bad)).toBeUndefined();
    expect(safeMediaSrc('mailto:a@b.c')).toBeUndefined();
    expect(safeMediaSrc('/img/a.png')).toBe('/img/a.png');
  });
});
