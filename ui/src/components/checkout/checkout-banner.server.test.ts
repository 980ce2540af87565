import type { RichTextNode } from '@sockshop/core/content';
import { describe, expect, it } from 'vitest';
import { PRERENDERED } from '../rich-text/prerendered';
import { bannerMessage } from './checkout-banner.server';

const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

describe('checkout banner message (the cart page loads no rich-text code for it)', () => {
  it('plain text stays text', () => {
    expect(bannerMessage('Heute bestellt, morgen da', 'de')).toBe('Heute bestellt, morgen da');
  });

  it("rich text becomes RichText's sanitised HTML, content links on the shopper's storefront", () => {
    const message = bannerMessage(
      paragraph(
        { type: 'text', text: 'Heute bestellt', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' <script>alert(1)</script>' },
        { type: 'text', text: 'Versand', marks: [{ type: 'link', attrs: { href: '/_default/versand', linktype: 'story' } }] },
        { type: 'text', text: 'böse', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }] },
      ),
      'de',
    );
    expect(message).toEqual({ html: expect.stringContaining('<strong>Heute bestellt</strong>') });
    const { html } = message as { html: string };
    expect(html).toContain('href="/de/versand"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it("content forging the server's prerendered type never reaches the page as markup", () => {
    const forged: RichTextNode = { type: PRERENDERED, content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] };
    const message = bannerMessage(forged, 'de');
    expect(JSON.stringify(message)).not.toContain('onerror');
  });

  it('a document with components in it stays a document, for RichText in the browser', () => {
    const doc: RichTextNode = { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ component: 'rich_text' }] } }] };
    expect(bannerMessage(doc, 'de')).not.toHaveProperty('html');
  });
});
