import { isValidPreview } from '../api/preview-token.js';

/** What the page route needs to know about the visual editor (spec §1, §6; docs/protocols.md "Visual editor"). */
export interface PreviewSettings {
  /** The space's preview token: only a link it signed shows drafts. */
  previewToken: string;
  /** The bridge script the editor route loads (CONTENT_BRIDGE_URL). */
  bridgeUrl: string;
  /** The editor's origin, the only one that may frame the editor route (CONTENT_EDITOR_ORIGIN). */
  editorOrigin: string;
  now?: () => number;
}

/** What a verified preview hands the loaders through the load context: drafts, and the bridge for the editor route. */
export interface PreviewContext {
  bridgeUrl: string;
}

/**
 * A page request of the visual editor: `_storyblok` and a `_storyblok_tk` this server verifies with the preview token
 * (never the browser's word). Anything less (no token, a wrong one, one over an hour old) is an ordinary request and
 * renders published content (docs/decisions.md "Draft preview").
 */
export function previewOf(search: URLSearchParams, settings: PreviewSettings | undefined): PreviewContext | null {
  if (!settings || !search.has('_storyblok')) return null;
  const now = settings.now?.() ?? Date.now();
  return isValidPreview(search, settings.previewToken, now) ? { bridgeUrl: settings.bridgeUrl } : null;
}

/** The visual editor's route (`/{storefront}/editor/{full_slug}`, ui/src/routes/editor.tsx), its data requests included. */
export function isEditorPath(pathname: string): boolean {
  return /^\/[^/]+\/editor(?:\/|\.data$|$)/.test(pathname);
}
