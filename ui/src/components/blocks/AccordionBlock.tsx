import type { AccordionBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import type { RenderBlok } from '../rich-text/RichText.js';
import { Disclosures } from './Disclosures.js';

export function AccordionBlock({ block, renderBlok }: { block: z.infer<typeof AccordionBlockSchema>; renderBlok?: RenderBlok }) {
  return (
    <section className="accordion">
      {block.title ? <h2>{block.title}</h2> : null}
      <Disclosures items={block.items.map((item) => ({ _uid: item._uid, summary: item.title, body: item.body }))} renderBlok={renderBlok} />
    </section>
  );
}
