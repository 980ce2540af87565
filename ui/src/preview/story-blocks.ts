import { type ContentBlock, PageContentSchema } from '@sockshop/core/content';
import { parseBlocks } from '../components/blocks/parse-blocks';
import { withContentImageSources } from '../pictures/image-sources';
import { withoutMarkup } from './safe-blocks';

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
  return { title: parsed.data.title, body: withContentImageSources(withoutMarkup(parseBlocks(parsed.data.body))) };
}
