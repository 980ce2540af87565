import { verifyPreviewLink } from '../api/preview-token.js';

/**
 * What the page route needs to know about the visual editor (docs/protocols.md "Visual editor"; docs/decisions.md
 * "Draft preview and the visual editor").
 */
export interface PreviewSettings {
  /** The space's preview token: only a link it signed shows drafts. */
  previewToken: string;
  /** The id of the content space the shop reads (api/content-space.ts); null while unknown, which shows no drafts. */
  spaceId: () => Promise<number | null>;
  /** The bridge script the editor route loads (CONTENT_BRIDGE_URL). */
  bridgeUrl: string;
  /** The editor's origin, the only one allowed to frame the editor route (CONTENT_EDITOR_ORIGIN). */
  editorOrigin: string;
  now?: () => number;
}

/** What a verified preview hands the loaders through the load context: drafts, and the bridge for the editor route. */
export interface PreviewContext {
  bridgeUrl: string;
}

/**
 * A page request of the visual editor: `_storyblok` and a `_storyblok_tk` this server verifies with the preview token
 * and its own space (never the browser's word), on a page the link may open: a link bound to a story opens that story's
 * editor route and its own page; Storyblok's own links, which name no story, the editor route only; either opens the
 * shared-content overview. Anything less renders published content (docs/decisions.md "Draft preview and the
 * visual editor").
 */
export async function previewOf(url: URL, settings: PreviewSettings | undefined): Promise<PreviewContext | null> {
  if (!settings || !url.searchParams.has('_storyblok') || !url.searchParams.has('_storyblok_tk[token]')) return null;
  const now = settings.now?.() ?? Date.now();
  const link = verifyPreviewLink(url.searchParams, settings.previewToken, await settings.spaceId(), now);
  if (!link) return null;
  // Any verified link also opens the editors' overview of the shared content (shoppers get a 404 there).
  const opens =
    isSharedContentPath(url.pathname) || (link.story === null ? isEditorPath(url.pathname) : isPageOfStory(url.pathname, link.story));
  return opens ? { bridgeUrl: settings.bridgeUrl } : null;
}

/** The editors' overview of the shared content stories (`/{storefront}/shared-content`, ui/src/routes/shared-content.tsx). */
function isSharedContentPath(pathname: string): boolean {
  return /^\/[^/]+\/shared-content(?:\.data)?\/?$/.test(pathname);
}

/** The visual editor's route (`/{storefront}/editor/{full_slug}`, ui/src/routes/editor.tsx), its data requests included. */
export function isEditorPath(pathname: string): boolean {
  return /^\/[^/]+\/editor(?:\/|\.data$|$)/.test(pathname);
}

/**
 * The pages of one story: its editor route (`/{storefront}/editor/{full_slug}`) and its own page, `/{storefront}/{slug}`
 * for a story in `_default/` or the storefront's folder (`/{storefront}` for its home), with their `.data` requests.
 */
export function isPageOfStory(pathname: string, fullSlug: string): boolean {
  let segments: string[];
  try {
    segments = pathname
      .replace(/\.data$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .slice(1)
      .map(decodeURIComponent);
  } catch {
    return false;
  }
  const [storefront, ...rest] = segments;
  if (!storefront) return false;
  if (rest[0] === 'editor') return rest.slice(1).join('/') === fullSlug;
  const [folder, ...slug] = fullSlug.split('/');
  if (folder !== '_default' && folder !== storefront) return false;
  const page = slug.join('/');
  return rest.join('/') === (page === 'home' ? '' : page);
}
