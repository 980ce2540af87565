// The content a Storyblok space holds and its CDN API v2 answers carry (docs/protocols.md "Content"), in the sandbox's
// own words: the shop parses them with its own schemas, and the contract suites are what ties the two.

/** A component instance: its unique id, the component's technical name, and its fields (text, assets, nested blocks). */
export interface Block {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/** A mark on a text node: bold, italic, link (`attrs.href, linktype, target, anchor`) and the rest of protocols.md. */
interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A rich-text node: the `doc` root, block nodes holding `content`, text nodes holding `text` and `marks`. */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: RichTextMark[];
  content?: RichTextNode[];
}
