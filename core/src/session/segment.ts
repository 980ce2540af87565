import type { z } from 'zod';
import { SegmentSchema } from '../content/shared.schema.js';

export type Segment = z.infer<typeof SegmentSchema>;

/** The segment a visitor has before (or without) one from the content system. */
export const DEFAULT_SEGMENT: Segment = SegmentSchema.parse({ uid: '', id: '' });

/** A segment from the content system with the spec's defaults; anything unreadable becomes the default segment. */
export function toSegment(raw: unknown): Segment {
  return SegmentSchema.safeParse(raw).data ?? DEFAULT_SEGMENT;
}

/** The landing URL's utm parameters that pick a segment. */
export interface UtmParameters {
  utmCampaign?: string | null;
  utmContent?: string | null;
}

const norm = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

/**
 * The content segment a landing URL puts the visitor in: the first whose utmCampaigns hold the utm_campaign, else the
 * first whose utmContents hold the utm_content (compared without case, as campaign tools vary it); null when none does.
 */
export function segmentForUtm(segments: readonly Segment[], { utmCampaign, utmContent }: UtmParameters): Segment | null {
  const campaign = norm(utmCampaign);
  const content = norm(utmContent);
  const holds = (list: readonly string[], value: string) => value !== '' && list.some((entry) => norm(entry) === value);
  return segments.find((s) => holds(s.utmCampaigns, campaign)) ?? segments.find((s) => holds(s.utmContents, content)) ?? null;
}
