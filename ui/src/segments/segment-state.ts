import { SEGMENT_STORAGE_KEY } from './segment-storage-key';

/**
 * The visitor's segment as the page knows it, in the browser only: pages are shared-cached,
 * so nothing of it is rendered on the server. Loaded only for a visit that may have a segment (segment-hint.ts).
 */
let published: string | undefined;
const watchers: ((id: string) => void)[] = [];

function storedSegmentId(): string {
  try {
    const raw = window.sessionStorage.getItem(SEGMENT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string' ? parsed.id : '';
  } catch {
    return '';
  }
}

/** The segment of the visit ('' for the default segment), once resolved: the stored one, or the one a campaign link gave. */
export function publishSegment(id: string): void {
  published = id;
  for (const watcher of watchers) watcher(id);
}

/**
 * Tells `onSegment` the visitor's segment id, now and whenever it changes. Until a segment is published, a campaign landing
 * waits for its utm parameters to be matched against the content's segments; any other landing has the one remembered in
 * the session.
 */
export function watchVisitorSegment(campaign: boolean, onSegment: (id: string) => void): void {
  watchers.push(onSegment);
  if (published !== undefined) onSegment(published);
  else if (!campaign) onSegment(storedSegmentId());
}
