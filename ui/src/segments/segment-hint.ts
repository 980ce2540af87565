import { useSyncExternalStore } from 'react';

/**
 * The only part of segments in every page's first load: whether this page load may have a segment at all (a
 * campaign link, or a segment remembered in the session), and the segment page views carry once known. The segment's
 * resolution, content, popup and upsell load by dynamic import, and only for such a visit.
 */

import { SEGMENT_STORAGE_KEY } from './segment-storage-key';

const UTM_KEYS = ['utm_campaign', 'utm_content'] as const;

export const hasUtmParameters = (search: string) => {
  const query = new URLSearchParams(search);
  return UTM_KEYS.some((key) => (query.get(key) ?? '').trim() !== '');
};

/** The landing URL is a campaign link (decided once per page load, at the landing, as the page's segment is). */
let campaign: boolean | undefined;
let mayHave = false;

/** True when this visit may have a segment: a campaign link, or one remembered earlier in the session. */
export function mayHaveSegment(): boolean {
  if (campaign === undefined) {
    campaign = hasUtmParameters(window.location.search);
    try {
      mayHave = campaign || window.sessionStorage.getItem(SEGMENT_STORAGE_KEY) !== null;
    } catch {
      mayHave = campaign;
    }
  }
  return mayHave;
}

/** The segment code: resolution, content, popup and upsell, in one file loaded once. */
export const loadSegmentCode = () => import('./SegmentExperience');

/** The segment page views carry: `resolved` is false until a campaign landing's segment is known. */
export interface VisitorSegment {
  /** The segment id, '' for the default segment. */
  id: string;
  resolved: boolean;
}

const NO_SEGMENT: VisitorSegment = { id: '', resolved: true };
const UNKNOWN: VisitorSegment = { id: '', resolved: false };
let known: VisitorSegment | undefined;
let watching = false;
const listeners = new Set<() => void>();

/** The visit's segment is known (also: '' when the segment code could not load, so page views do not wait for ever). */
export function learnSegment(id: string): void {
  known = { id, resolved: true };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && mayHaveSegment()) {
    watching = true;
    void loadSegmentCode().then(
      (code) => code.watchVisitorSegment(campaign === true, learnSegment),
      () => learnSegment(''),
    );
  }
  return () => listeners.delete(listener);
}

/**
 * The visitor's segment, in the browser only: pages are shared-cached, so nothing of it is rendered on the
 * server. A visitor who may have no segment has the default one at once, without anything loading.
 */
export function useVisitorSegment(): VisitorSegment {
  return useSyncExternalStore(
    subscribe,
    () => known ?? (mayHaveSegment() ? UNKNOWN : NO_SEGMENT),
    () => UNKNOWN,
  );
}
