import type { VideoBlockSchema } from '@sockshop/core/content';
import { useRef } from 'react';
import type { z } from 'zod';
import { useWhenNear } from '../../hooks/use-when-near.js';
import { safeMediaSrc } from '../shared/safe-url.js';
import type { BlockContext } from './block-context.js';

/**
 * Native controls, never autoplay; captions when the content gives a track. Nothing is downloaded until the shopper
 * presses play, and the poster not until the video nears the viewport: a browser fetches a `poster` at once, wherever
 * the video is, and on the home page it shared a phone's line with the hero (31 KB beside the hero's 37). Without
 * JavaScript the player has no poster; it plays all the same.
 */
export function VideoBlock({ block, ctx }: { block: z.infer<typeof VideoBlockSchema>; ctx: BlockContext }) {
  const figure = useRef<HTMLElement>(null);
  const poster = safeMediaSrc(block.poster);
  const near = useWhenNear(figure, poster ?? '', nothingToLoad, true);
  const src = safeMediaSrc(block.src);
  if (src === undefined) return null;
  const captions = safeMediaSrc(block.captions);
  return (
    <figure className="video" ref={figure}>
      {/* biome-ignore lint/a11y/useMediaCaption: the track is added whenever the content supplies a captions file */}
      <video
        className="video__player"
        controls
        preload="none"
        playsInline
        src={src}
        poster={near ? poster : undefined}
        aria-label={block.title || undefined}
      >
        {captions ? <track kind="captions" src={captions} srcLang={ctx.language ?? 'en'} label={ctx.language ?? 'en'} default /> : null}
      </video>
      {block.title ? <figcaption className="video__caption">{block.title}</figcaption> : null}
    </figure>
  );
}

/** The poster needs nothing loaded first: it is shown as soon as the video is near. */
const nothingToLoad = () => Promise.resolve(true);
