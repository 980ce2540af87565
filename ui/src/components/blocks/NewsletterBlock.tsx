import type { NewsletterBlockSchema } from '@sockshop/core/content';
import { useId } from 'react';
import type { z } from 'zod';
import { NewsletterSignUp } from '../../newsletter/NewsletterSignUp.js';
import type { BlockContext } from './block-context.js';

/** Newsletter block: the same sign-up as the footer's, with the block's own texts. */
export function NewsletterBlock({ block, ctx }: { block: z.infer<typeof NewsletterBlockSchema>; ctx: BlockContext }) {
  return (
    <NewsletterSignUp
      className="newsletter"
      id={useId()}
      texts={block}
      t={ctx.t}
      place="block"
      store={ctx.newsletter?.store ?? ''}
      countryCode={ctx.newsletter?.countryCode ?? ''}
    />
  );
}
