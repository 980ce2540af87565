import { type ContentBlock, PageContentSchema } from '@sockshop/core/content';
import { parseBlocks } from '../components/blocks/parse-blocks';
import { contentImageSources } from '../pictures/image-sources';
import { withoutMarkup } from './safe-blocks';

/** How wide each picture block shows its picture (pictures/content-image-sources.server.ts, which the browser cannot import). */
const SIZES = { hero: '(max-width: 959px) 100vw, 46vw', promo: '(max-width: 959px) 100vw, 50vw' } as const;

export interface LiveStory {
  title: string;
  body: ContentBlock[];
}

/**
 * The edited story of a bridge `input` event as the page's blocks: checked with core's schemas block by block, as the
 * server checks a fetched story (parseBlocks), pictures given their sources, rich text left as documents for RichText
 * (the server's HTML prerendering is server-only) with nothing that could carry markup. Null for a story that is no page.
 */
export function liveStoryOf(story: unknown): LiveStory | null {
  const content = typeof story === 'object' && story !== null ? (story as { content?: unknown }).content : undefined;
  const parsed = PageContentSchema.safeParse(content);
  if (!parsed.success) return null;
  const body = withoutMarkup(parseBlocks(parsed.data.body)).map((block) => {
    if ((block.component !== 'hero' && block.component !== 'promo') || !block.image?.filename) return block;
    return { ...block, image: { ...block.image, ...contentImageSources(block.image.filename, SIZES[block.component]) } };
  });
  return { title: parsed.data.title, body };
}
