import { DEFAULT_SEGMENT, type Segment, segmentForUtm, toSegment } from '@sockshop/core/session';
import { publishSegment } from './segment-state';
import { SEGMENT_STORAGE_KEY } from './segment-storage-key';
import { loadSegmentsContent } from './segments-content';

function storedSegment(): Segment | null {
  try {
    const raw = window.sessionStorage.getItem(SEGMENT_STORAGE_KEY);
    return raw ? toSegment(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function remember(segment: Segment): void {
  try {
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, JSON.stringify(segment));
  } catch {
    // Storage blocked: the segment holds for this page only.
  }
}

/**
 * Start-up "load segment": a landing URL's utm_campaign or utm_content picks the content segment holding it, which
 * is remembered for the session; without a match the remembered one stays, else the default segment.
 */
export async function resolveVisitorSegment(storefront: string, query: URLSearchParams): Promise<Segment> {
  const utmCampaign = query.get('utm_campaign');
  const utmContent = query.get('utm_content');
  let segment = storedSegment();
  if (utmCampaign || utmContent) {
    const { segments } = await loadSegmentsContent(storefront);
    const matched = segmentForUtm(segments, { utmCampaign, utmContent });
    if (matched) {
      remember(matched);
      segment = matched;
    }
  }
  const visitor = segment ?? DEFAULT_SEGMENT;
  publishSegment(visitor.id);
  return visitor;
}
