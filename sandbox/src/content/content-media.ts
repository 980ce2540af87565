import type { Context } from 'hono';
import { HttpError } from '../http/json-api.js';
import { readImageRequest } from '../search/media.js';
import { ASSET_PREFIX } from './content.types.js';

// Content assets as Storyblok serves them from /f/…: every answer names them absolutely on the sandbox's
// own origin, as real asset URLs are absolute.
const PALETTE = ['#ffd200', '#ff8a00', '#3aa6dd', '#f26aa4', '#2fb47c'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rewrites the seed's relative asset paths to absolute URLs on `origin`. */
export function absoluteAssets<T>(body: T, origin: string): T {
  return JSON.parse(JSON.stringify(body).replaceAll(`"${ASSET_PREFIX}`, `"${origin}${ASSET_PREFIX}`)) as T;
}

/** A generated banner picture: a brand colour picked by name, the name written on it, at the width asked for. */
export function answerAsset(c: Context, file: string, url: URL): Response {
  const match = /^(?:\d{1,5}x\d{1,5}\/)?([a-z0-9-]+)\.svg$/.exec(file);
  if (!match?.[1]) throw new HttpError(404, 'NOT_FOUND', `No asset ${file}`);
  const name = match[1];
  const { width, quality } = readImageRequest(url);
  const height = Math.round(width / 2);
  const colour = PALETTE[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 400" data-quality="${quality}">` +
    `<title>${escapeXml(name)}</title><rect width="800" height="400" fill="${colour}"/>` +
    `<circle cx="650" cy="120" r="60" fill="#ffffff" opacity="0.5"/><circle cx="150" cy="300" r="90" fill="#1d1d1b" opacity="0.15"/>` +
    `<text x="400" y="215" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1d1d1b">${escapeXml(name.replaceAll('-', ' '))}</text></svg>`;
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
    'access-control-allow-origin': '*',
  });
}
