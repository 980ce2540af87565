import type { Context } from 'hono';
import { CONTENT_TYPES, negotiateFormat } from './image-format.js';
import type { ImageRequest } from './image-request.js';
import { RenderFailure } from './render-process.js';
import type { MediaRenderer } from './renderer.js';

/** Generated pictures never change for a name, size and format (DRAWING_VERSION aside): cached for a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Answers one generated picture at the width and quality asked for, in the format asked for by `fm` or else the best
 * the Accept header names (then the answer varies by Accept, and says so to caches). A picture the renderer cannot
 * draw now (queue full, child crashed or out of time) is a 503 with Retry-After that no cache keeps.
 */
export async function answerImage(
  c: Context,
  renderer: MediaRenderer,
  image: string,
  request: ImageRequest,
  draw: () => string,
): Promise<Response> {
  const format = request.format ?? negotiateFormat(c.req.header('accept'));
  let body: Buffer;
  try {
    body = await renderer.render({ image, width: request.width, quality: request.quality, format }, draw);
  } catch (error) {
    if (!(error instanceof RenderFailure)) throw error;
    return c.json({ error: { code: error.code, message: error.message } }, 503, {
      'retry-after': String(error.retryAfterSeconds),
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
  }
  return c.body(new Uint8Array(body), 200, {
    'content-type': CONTENT_TYPES[format],
    'cache-control': IMAGE_CACHE,
    'access-control-allow-origin': '*',
    ...(request.format ? {} : { vary: 'Accept' }),
  });
}
