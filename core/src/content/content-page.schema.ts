import { z } from 'zod';

// A page of the content system: a root block with its place in the folders (docs/protocols.md). The content adapter
// translates what its system delivers into this shape; block fields are checked by each block's own schema.
export const BlockSchema = z.looseObject({ _uid: z.string(), component: z.string() });
export type Block = z.infer<typeof BlockSchema>;

export const ContentPageSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  /** With its folder, e.g. `_default/faq/returns`. */
  full_slug: z.string(),
  content: BlockSchema,
  lang: z.string(),
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  position: z.number().optional(),
  tag_list: z.array(z.string()).optional(),
  is_startpage: z.boolean().optional(),
  parent_id: z.number().nullable().optional(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** Rich text as the content system's JSON document; rendering sanitises (ui). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}
export const RichTextSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
    content: z.array(RichTextSchema).optional(),
  }),
);
