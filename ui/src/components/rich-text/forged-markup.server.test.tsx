import type { RichTextNode } from '@sockshop/core/content';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutForgedMarkup } from './forged-markup.server.js';
import { PRERENDERED } from './prerendered.js';
import { RichTextView } from './RichTextView.js';
import { prerenderRichText } from './rich-text-html.server.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const forged = (...extra: RichTextNode[]): RichTextNode => ({ type: PRERENDERED, content: [{ type: 'html', text: HOSTILE }, ...extra] });
const containsPrerendered = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (Object.values(value).some(containsPrerendered) || (value as { type?: unknown }).type === PRERENDERED);

describe('content typed as the server’s prerendered HTML (a content author’s forgery)', () => {
  it('never reaches the page as markup, with or without a blok beside it', () => {
    for (const doc of [forged(), forged({ type: 'blok', attrs: { body: [] } })]) {
      const served = prerenderRichText(doc, 2);
      const html = served ? renderToStaticMarkup(<RichTextView doc={served} renderBlok={() => null} />) : '';
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('<img');
    }
  });

  it('is emptied inside a blok below the top level, where the server leaves the document for the browser', () => {
    const nested: RichTextNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'blok', attrs: { body: [{ component: 'rich_text', body: forged() }] } }] }],
    };
    expect(containsPrerendered(prerenderRichText(nested, 2))).toBe(false);
  });

  it('leaves no prerendered node anywhere in any content, and everything else as it was', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('type', 'content', 'body', 'attrs', 'text'), fc.oneof(fc.constant(PRERENDERED), tie('value'))),
      ),
    }));
    fc.assert(
      fc.property(json.value, (value) => {
        const cleaned = withoutForgedMarkup(value);
        expect(containsPrerendered(cleaned)).toBe(false);
        if (!containsPrerendered(value)) expect(cleaned).toEqual(value);
      }),
    );
  });
});
