import type { SocialLinksBlockSchema } from '@sockshop/core/content';
import type { z } from 'zod';
import { SocialLinks } from '../shared/SocialLinks.js';
import type { BlockContext } from './block-context.js';

export function SocialLinksBlock({ block, ctx }: { block: z.infer<typeof SocialLinksBlockSchema>; ctx: BlockContext }) {
  return (
    <section className="social-block">
      {block.title ? <h2>{block.title}</h2> : null}
      <SocialLinks links={block.links} label={block.title || ctx.t('socialLinks')} />
    </section>
  );
}
