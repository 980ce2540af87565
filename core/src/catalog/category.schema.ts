import { z } from 'zod';

// A category needs full_slug, id, uuid, content name and id.
export const CategorySchema = z.object({
  full_slug: z.string().min(1),
  id: z.number().int(),
  uuid: z.string().min(1),
  lang: z.string(),
  content: z.object({ name: z.string().min(1), id: z.string().min(1) }),
});
export type Category = z.infer<typeof CategorySchema>;
