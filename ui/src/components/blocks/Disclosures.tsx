import type { RichTextNode } from '@sockshop/core/content';
import type { RenderBlok } from '../rich-text/RichText.js';
import { RichTextView } from '../rich-text/RichTextView.js';

export interface Disclosure {
  _uid: string;
  summary: string;
  body: RichTextNode;
}

/** Native disclosure widgets (accordion and FAQ): keyboard operable and readable without JavaScript. */
export function Disclosures({ items, renderBlok }: { items: readonly Disclosure[]; renderBlok?: RenderBlok }) {
  return (
    <div className="disclosures">
      {items.map((item) => (
        <details key={item._uid} className="disclosure">
          <summary className="disclosure__summary">{item.summary}</summary>
          <RichTextView doc={item.body} renderBlok={renderBlok} minHeadingLevel={3} className="rich-text disclosure__body" />
        </details>
      ))}
    </div>
  );
}
