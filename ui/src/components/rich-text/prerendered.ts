/**
 * A rich text document the server has already turned into sanitised HTML (rich-text-html.server.tsx): a node of this
 * type whose children are `html` nodes (the markup in `text`) and top-level `blok` nodes (components, rendered by React).
 */
export const PRERENDERED = 'prerendered';
