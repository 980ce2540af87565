import type { BlurbBlockSchema } from '@sockshop/core/content';
import { iconUrl } from '@sockshop/core/routing';
import type { z } from 'zod';

/** Icons come from /icons/{filename}.svg; the name is reduced to safe characters. */
export function BlurbBlock({ block }: { block: z.infer<typeof BlurbBlockSchema> }) {
  const icon = /^[a-z0-9-]{1,40}$/i.test(block.icon) ? block.icon : '';
  return (
    <section className="blurb">
      {icon ? <img className="blurb__icon" src={iconUrl(icon)} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
      <h2 className="blurb__title">{block.title}</h2>
      <p className="blurb__text">{block.text}</p>
    </section>
  );
}
