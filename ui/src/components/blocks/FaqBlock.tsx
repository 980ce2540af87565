import type { FaqBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import type { RenderBlok } from '../rich-text/RichText.js';
import { Disclosures } from './Disclosures.js';

export function FaqBlock({ block, renderBlok }: { block: z.infer<typeof FaqBlockSchema>; renderBlok?: RenderBlok }) {
  return (
    <section className="faq">
      <h2>{block.title}</h2>
      <Disclosures items={block.questions.map((q) => ({ _uid: q._uid, summary: q.question, body: q.answer }))} renderBlok={renderBlok} />
    </section>
  );
}
