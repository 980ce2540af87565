/** Session storage: the segment is remembered for the visit (spec §3). */
export const SEGMENT_STORAGE_KEY = 'segment';
