import type { RichTextBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import type { RenderBlok } from '../rich-text/RichText.js';
import { RichTextView } from '../rich-text/RichTextView.js';

export function RichTextBlock({ block, renderBlok }: { block: z.infer<typeof RichTextBlockSchema>; renderBlok?: RenderBlok }) {
  return (
    <section className="rich-text-block">
      <RichTextView doc={block.body} renderBlok={renderBlok} />
    </section>
  );
}
