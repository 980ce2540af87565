import type { Market } from '@sockshop/core/markets';
import type { Segment } from '@sockshop/core/session';
import { useEffect, useState } from 'react';
import type { Translate } from '../lib/translate';
import { SegmentPopup } from './SegmentPopup';
import { SegmentUpsell } from './SegmentUpsell';
import { loadSegmentsContent, type SegmentPopupContent, type SegmentUpsellContent } from './segments-content';
import { resolveVisitorSegment } from './visitor-segment';

// What the first load's segment-hint.ts asks of the segment code, which comes in this one file.
export { watchVisitorSegment } from './segment-state';

interface Experience {
  segment: Segment;
  popup: SegmentPopupContent | null;
  upsell: SegmentUpsellContent | null;
}

/** The visitor's segment from the landing URL or the session, and what the content gives that segment. */
export function SegmentExperience({ market, t, quiet }: { market: Market; t: Translate; quiet: boolean }) {
  const [experience, setExperience] = useState<Experience | null>(null);
  const storefront = market.storefrontCode;
  useEffect(() => {
    let live = true;
    void (async () => {
      const segment = await resolveVisitorSegment(storefront, new URLSearchParams(window.location.search));
      if (segment.id === '') return;
      const content = await loadSegmentsContent(storefront);
      if (!live) return;
      setExperience({
        segment,
        popup: content.popups.find((popup) => popup.segment === segment.id) ?? null,
        upsell: content.upsells.find((upsell) => upsell.identifier === segment.id) ?? null,
      });
    })();
    return () => {
      live = false;
    };
  }, [storefront]);

  const hideNewsletter = experience?.segment.hideNewsletter ?? false;
  useEffect(() => {
    // hideNewsletter: a stylesheet rule hides the newsletter blocks of every page while the attribute is set.
    document.documentElement.toggleAttribute('data-hide-newsletter', hideNewsletter);
  }, [hideNewsletter]);

  // Checkout is left to itself: the segment still counts (page views, newsletter), its offers wait until after.
  if (!experience || quiet) return null;
  return (
    <>
      {experience.popup ? <SegmentPopup popup={experience.popup} t={t} /> : null}
      {experience.upsell ? <SegmentUpsell upsell={experience.upsell} segment={experience.segment.id} market={market} t={t} /> : null}
    </>
  );
}
