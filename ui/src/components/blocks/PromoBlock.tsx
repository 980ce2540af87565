import type { PromoBlockSchema } from '@sockshop/core/content';
import { linkHref } from '@sockshop/core/routing';
import type { z } from 'zod';
import { Picture } from '../shared/Picture.js';
import { SmartLink } from '../shared/SmartLink.js';
import type { BlockContext } from './block-context.js';
import { contentImage } from './content-image.js';

export function PromoBlock({ block, ctx }: { block: z.infer<typeof PromoBlockSchema>; ctx: BlockContext }) {
  const image = contentImage(block.image, ctx, { width: 720, height: 720 });
  const href = linkHref(block.link);
  return (
    <section className="promo">
      {image ? <Picture image={image} className="promo__image" /> : null}
      <div className="promo__text">
        <h2 className="promo__title">{block.title}</h2>
        {block.text ? <p>{block.text}</p> : null}
        {href && block.link_label ? (
          <SmartLink href={href} className="button button--secondary">
            {block.link_label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
