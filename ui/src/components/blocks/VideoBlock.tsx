import type { VideoBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import { safeMediaSrc } from '../shared/safe-url.js';
import type { BlockContext } from './block-context.js';

/** Native controls, never autoplay; captions when the content gives a track. */
export function VideoBlock({ block, ctx }: { block: z.infer<typeof VideoBlockSchema>; ctx: BlockContext }) {
  const src = safeMediaSrc(block.src);
  if (src === undefined) return null;
  const captions = safeMediaSrc(block.captions);
  return (
    <figure className="video">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is added whenever the content supplies a captions file */}
      <video
        className="video__player"
        controls
        // Nothing is downloaded until the shopper presses play: the poster stands in (faster pages).
        preload="none"
        playsInline
        src={src}
        poster={safeMediaSrc(block.poster)}
        aria-label={block.title || undefined}
      >
        {captions ? <track kind="captions" src={captions} srcLang={ctx.language ?? 'en'} label={ctx.language ?? 'en'} default /> : null}
      </video>
      {block.title ? <figcaption className="video__caption">{block.title}</figcaption> : null}
    </figure>
  );
}
