import type { RichTextBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import { type RenderBlok, RichText } from '../rich-text/RichText.js';

export function RichTextBlock({ block, renderBlok }: { block: z.infer<typeof RichTextBlockSchema>; renderBlok?: RenderBlok }) {
  return (
    <section className="rich-text-block">
      <RichText doc={block.body} renderBlok={renderBlok} />
    </section>
  );
}
