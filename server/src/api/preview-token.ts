import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The visual editor's links are valid for an hour (docs/protocols.md "Visual editor"). */
const MAX_AGE_SECONDS = 60 * 60;

/** A visual-editor link this server verified. */
export interface PreviewLink {
  /**
   * The full slug of the one story the link was signed for (`_default/summer-sale`), or null for a link as Storyblok
   * signs it, which names no story (docs/operations.md "Draft preview").
   */
  story: string | null;
}

/** The token of a link bound to one story: HMAC-SHA256 with the preview token over `space_id:timestamp:full_slug`. */
export function storyLinkToken(previewToken: string, spaceId: string, timestamp: string, fullSlug: string): string {
  return createHmac('sha256', previewToken).update(`${spaceId}:${timestamp}:${fullSlug}`).digest('hex');
}

/**
 * Checks the visual editor's `_storyblok_tk[space_id|timestamp|token]`, signed for this shop's content space and under
 * an hour old. With `_storyblok_tk[full_slug]` the token must be the story-bound one (storyLinkToken); without it,
 * Storyblok's own sha1(space_id:previewToken:timestamp). Only a verified link may show drafts, and only where its
 * caller allows (preview-request.ts, content-proxy.ts).
 */
export function verifyPreviewLink(
  params: URLSearchParams,
  previewToken: string,
  spaceId: number | null,
  nowMs: number,
): PreviewLink | null {
  const space = params.get('_storyblok_tk[space_id]');
  const timestamp = params.get('_storyblok_tk[timestamp]');
  const token = params.get('_storyblok_tk[token]');
  const story = params.get('_storyblok_tk[full_slug]');
  if (!space || !timestamp || !token || !/^\d{1,12}$/.test(timestamp)) return null;
  if (spaceId === null || space !== String(spaceId)) return null;
  const age = nowMs / 1000 - Number(timestamp);
  if (age < -60 || age > MAX_AGE_SECONDS) return null;
  if (story !== null && (story.length > 300 || !/^[\w-]+(\/[\w-]+)*$/.test(story))) return null;
  const expected =
    story === null
      ? createHash('sha1').update(`${space}:${previewToken}:${timestamp}`).digest('hex')
      : storyLinkToken(previewToken, space, timestamp, story);
  const given = Buffer.from(token.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected)) ? { story } : null;
}
