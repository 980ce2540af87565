import { createHash, timingSafeEqual } from 'node:crypto';

/** The visual editor's links are valid for an hour (docs/protocols.md "Visual editor"). */
const MAX_AGE_SECONDS = 60 * 60;

/**
 * Checks the visual editor's `_storyblok_tk[space_id|timestamp|token]`: token = sha1(space_id:previewToken:timestamp),
 * timestamp under an hour old. Only then may drafts be served.
 */
export function isValidPreview(params: URLSearchParams, previewToken: string, nowMs: number): boolean {
  const spaceId = params.get('_storyblok_tk[space_id]');
  const timestamp = params.get('_storyblok_tk[timestamp]');
  const token = params.get('_storyblok_tk[token]');
  if (!spaceId || !timestamp || !token || !/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (age < -60 || age > MAX_AGE_SECONDS) return false;
  const expected = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  const given = Buffer.from(token.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}
