import { describe, expect, it } from 'vitest';
import { segmentForUtm, toSegment } from './segment.js';

const segments = [
  toSegment({ uid: 'a', id: 'gifting', utmCampaigns: ['christmas'], utmContents: ['gift-box'] }),
  toSegment({ uid: 'b', id: 'winter', utmCampaigns: ['winter-sale'], utmContents: ['gift-box', 'snow'] }),
];

describe('segment from utm parameters', () => {
  it('picks the segment whose campaigns hold utm_campaign, ignoring case and spaces', () => {
    expect(segmentForUtm(segments, { utmCampaign: 'winter-sale' })?.id).toBe('winter');
    expect(segmentForUtm(segments, { utmCampaign: ' Winter-Sale ' })?.id).toBe('winter');
  });

  it('falls back to utm_content when no campaign matches; the first segment in content order wins', () => {
    expect(segmentForUtm(segments, { utmCampaign: 'unknown', utmContent: 'snow' })?.id).toBe('winter');
    expect(segmentForUtm(segments, { utmContent: 'gift-box' })?.id).toBe('gifting');
  });

  it('a campaign match wins over a content match of an earlier segment', () => {
    expect(segmentForUtm(segments, { utmCampaign: 'winter-sale', utmContent: 'gift-box' })?.id).toBe('winter');
  });

  it('answers null without parameters or without a match; an empty parameter never matches', () => {
    expect(segmentForUtm(segments, {})).toBeNull();
    expect(segmentForUtm(segments, { utmCampaign: '', utmContent: '' })).toBeNull();
    expect(segmentForUtm([toSegment({ uid: 'c', id: 'x', utmCampaigns: [''] })], { utmCampaign: '' })).toBeNull();
    expect(segmentForUtm(segments, { utmCampaign: 'summer' })).toBeNull();
  });
});
