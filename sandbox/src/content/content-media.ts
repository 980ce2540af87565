import type { Context } from 'hono';
import { HttpError } from '../http/json-api.js';
import { answerImage } from '../media/answer-image.js';
import { campaignPicture } from '../media/campaign-picture.js';
import { readImageRequest } from '../media/image-request.js';
import type { MediaRenderer } from '../media/renderer.js';
import { ASSET_PREFIX } from './content.types.js';

// Content assets as Storyblok serves them from /f/…: every answer names them absolutely on the sandbox's
// own origin, as real asset URLs are absolute.

/** Rewrites the seed's relative asset paths to absolute URLs on `origin`. */
export function absoluteAssets<T>(body: T, origin: string): T {
  return JSON.parse(JSON.stringify(body).replaceAll(`"${ASSET_PREFIX}`, `"${origin}${ASSET_PREFIX}`)) as T;
}

/**
 * A generated campaign picture (hero, promo, poster), picked by the asset's name, in the proportions its
 * path names (`1600x800/…`, 2:1 without one), at the width asked for, in AVIF or WebP as the browser accepts.
 */
export function answerAsset(c: Context, renderer: MediaRenderer, file: string, url: URL): Promise<Response> {
  const match = /^(?:(\d{1,5})x(\d{1,5})\/)?([a-z0-9-]+)\.svg$/.exec(file);
  if (!match?.[3]) throw new HttpError(404, 'NOT_FOUND', `No asset ${file}`);
  const [, w, h, name] = match;
  const ratio = w && h && Number(w) > 0 && Number(h) > 0 ? Number(h) / Number(w) : 0.5;
  const request = readImageRequest(url, ratio);
  return answerImage(c, renderer, `content/${ratio.toFixed(4)}/${name}`, request, () =>
    campaignPicture(name, request.width, request.height),
  );
}
