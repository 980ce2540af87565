import type { z } from 'zod';
import { SegmentSchema } from '../content/shared.schema.js';

export type Segment = z.infer<typeof SegmentSchema>;

/** spec §5: the segment a visitor has before (or without) one from the content system. */
export const DEFAULT_SEGMENT: Segment = SegmentSchema.parse({ uid: '', id: '' });

/** A segment from the content system with the spec's defaults; anything unreadable becomes the default segment. */
export function toSegment(raw: unknown): Segment {
  return SegmentSchema.safeParse(raw).data ?? DEFAULT_SEGMENT;
}
