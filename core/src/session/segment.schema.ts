import { z } from 'zod';

const list = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** spec §3 segments; spec §5: the lists default to empty arrays and hideNewsletter to true. */
export const SegmentSchema = z.object({
  uid: z.string().default(''),
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value))),
  utmCampaigns: list,
  utmContents: list,
  hideNewsletter: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});
export type Segment = z.infer<typeof SegmentSchema>;
export type SegmentInput = z.input<typeof SegmentSchema>;

export const DEFAULT_SEGMENT: Segment = SegmentSchema.parse({});
