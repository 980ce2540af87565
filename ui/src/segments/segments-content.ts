import { PopupsSchema, SegmentSchema, UpsellsSchema } from '@sockshop/core/content';
import { z } from 'zod';

/** GET /api/segments: the content's segments, popups and upsells of a storefront. */
const SegmentsContentSchema = z.object({
  segments: z.array(SegmentSchema).catch([]),
  popups: PopupsSchema.shape.popups.catch([]),
  upsells: UpsellsSchema.shape.upsells.catch([]),
});
export type SegmentsContent = z.infer<typeof SegmentsContentSchema>;
export type SegmentPopupContent = SegmentsContent['popups'][number];
export type SegmentUpsellContent = SegmentsContent['upsells'][number];

const EMPTY: SegmentsContent = { segments: [], popups: [], upsells: [] };
const loaded = new Map<string, Promise<SegmentsContent>>();

/** Once per storefront and page load; a failure gives no segments (the visitor keeps the default segment). */
export function loadSegmentsContent(storefront: string): Promise<SegmentsContent> {
  let answer = loaded.get(storefront);
  if (!answer) {
    answer = fetch(`/api/segments?storefront=${encodeURIComponent(storefront)}`)
      .then(async (response) => (response.ok ? (SegmentsContentSchema.safeParse(await response.json()).data ?? EMPTY) : EMPTY))
      .catch(() => EMPTY);
    loaded.set(storefront, answer);
  }
  return answer;
}
