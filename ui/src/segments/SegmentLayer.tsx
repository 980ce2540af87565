import type { Market } from '@sockshop/core/markets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Translate } from '../lib/translate';
import { mayHaveSegment, publishSegment } from './segment-state';

// Issue 12: segment code (content fetch, popup, upsell) is loaded only for visitors who may have a segment.
const SegmentExperience = lazy(() =>
  import('./SegmentExperience')
    .then((module) => ({ default: module.SegmentExperience }))
    .catch(() => {
      publishSegment({ id: '', hideNewsletter: false, resolved: true });
      return { default: () => null };
    }),
);

/**
 * spec §3 segments, popups and upsells, applied after hydration (DECISIONS 19: the page itself is shared by all shoppers).
 * Nothing is loaded or shown for a visitor without a campaign link or a segment remembered in the session.
 */
export function SegmentLayer({
  market,
  t,
  quiet = false,
}: {
  market: Market;
  t: Translate /** No popup or upsell (checkout). */;
  quiet?: boolean;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(mayHaveSegment());
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SegmentExperience market={market} t={t} quiet={quiet} />
    </Suspense>
  );
}
