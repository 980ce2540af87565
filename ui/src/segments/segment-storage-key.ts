/** Session storage: the segment is remembered for the visit. */
export const SEGMENT_STORAGE_KEY = 'segment';
