import type { Market } from '@sockshop/core/markets';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import type { Translate } from '../lib/translate';
import { learnSegment, loadSegmentCode, mayHaveSegment } from './segment-hint';

// Segment code (content fetch, popup, upsell) is loaded only for visitors who may have a segment.
const SegmentExperience = lazy(() =>
  loadSegmentCode().then(
    (code) => ({ default: code.SegmentExperience }),
    () => {
      // Without the code to resolve it, the visit has the default segment (page views wait for a campaign's segment).
      learnSegment('');
      return { default: () => null };
    },
  ),
);

/**
 * Segments, popups and upsells, applied after hydration (the page itself is shared by all shoppers).
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
  const hydrated = useHydrated();
  if (!hydrated || !mayHaveSegment()) return null;
  return (
    <Suspense fallback={null}>
      <SegmentExperience market={market} t={t} quiet={quiet} />
    </Suspense>
  );
}
