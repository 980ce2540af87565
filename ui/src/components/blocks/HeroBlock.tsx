import type { HeroBlockSchema } from '@sockshop/core/content';
import { linkHref } from '@sockshop/core/routing';
import type { z } from 'zod';
import { backgroundClass } from '../shared/colors.js';
import { Picture } from '../shared/Picture.js';
import { SmartLink } from '../shared/SmartLink.js';
import type { BlockContext } from './block-context.js';
import { contentImage } from './content-image.js';

export function HeroBlock({ block, ctx }: { block: z.infer<typeof HeroBlockSchema>; ctx: BlockContext }) {
  const Title = ctx.heroAsPageTitle ? 'h1' : 'h2';
  const image = contentImage(block.image, ctx, { width: 1920, height: 1080 });
  const href = linkHref(block.cta_link);
  return (
    <section className={['hero', backgroundClass(block.background_color)].filter(Boolean).join(' ')}>
      {image ? <Picture image={image} className="hero__image" loading={ctx.heroAsPageTitle ? 'priority' : 'lazy'} /> : null}
      <div className="hero__text">
        <Title className="hero__title">{block.title}</Title>
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
        {href && block.cta_label ? (
          <SmartLink href={href} className="button button--primary">
            {block.cta_label}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
