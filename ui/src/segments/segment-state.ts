import { useSyncExternalStore } from 'react';

/**
 * The visitor's segment as the page knows it (spec §3, §5), in the browser only: pages are shared-cached (DECISIONS 19),
 * so nothing of it is rendered on the server. `resolved` is false until a landing URL's utm parameters have been matched
 * against the content's segments; page views wait for it, so they carry the segment (spec §9).
 */
export interface SegmentState {
  /** The segment id, '' for the default segment. */
  id: string;
  hideNewsletter: boolean;
  resolved: boolean;
}

/** Session storage: the segment is remembered for the visit (spec §3). */
export const SEGMENT_STORAGE_KEY = 'segment';
const UTM_KEYS = ['utm_campaign', 'utm_content'] as const;

export const hasUtmParameters = (search: string) => {
  const query = new URLSearchParams(search);
  return UTM_KEYS.some((key) => (query.get(key) ?? '').trim() !== '');
};

function storedSegmentId(): string {
  try {
    const raw = window.sessionStorage.getItem(SEGMENT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string' ? parsed.id : '';
  } catch {
    return '';
  }
}

const SERVER_STATE: SegmentState = { id: '', hideNewsletter: false, resolved: false };
let state: SegmentState | null = null;
const listeners = new Set<() => void>();

function current(): SegmentState {
  state ??= { id: storedSegmentId(), hideNewsletter: false, resolved: !hasUtmParameters(window.location.search) };
  return state;
}

/** A segment of the visit: the stored one, or the one a campaign link gave; the page reacts to it. */
export function publishSegment(next: SegmentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** True when this visit may have a segment: a campaign link, or one remembered earlier in the session. */
export function mayHaveSegment(): boolean {
  const known = current();
  return !known.resolved || known.id !== '';
}

export function useVisitorSegment(): SegmentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => SERVER_STATE,
  );
}
