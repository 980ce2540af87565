import type { SpeechBubbleTexts, WidgetUrls } from '@sockshop/core/chrome';
import { earlyBirdNavigated } from '../analytics/early-bird-records';
import { fitBannerMessage } from './banner-marquee';
import { watchIdle } from './idle-timer';
import { collapseLogoWhenIdle } from './logo-idle';
import { watchScroll } from './scroll-chrome';
import { createSpeechBubble, listenForOccasions, type SpeechBubble, searchResultOccasion } from './speech-bubble';
import { mountWidgets } from './widgets';

/** What the storefront layout knows that the chrome behaviours need. */
export interface ChromeData {
  storefront: string;
  speechBubble: SpeechBubbleTexts | null;
  publicConfig: { widgets?: WidgetUrls };
}

let started = false;
let bubble: SpeechBubble | null = null;
let bubbleHeader: Element | null = null;
let refitBanner = () => {};

/**
 * The chrome's behaviours, loaded by the layout on the shopper's first activity or after the loaded page was quiet for
 * a while (so they cost the first load nothing; `quietForMs` says how long, for the timers of inactivity), and called
 * again on every route change. They drive data attributes and classes on the server-rendered chrome; CSS does the
 * showing, hiding and moving.
 */
export function start(data: ChromeData, location: Pick<Location, 'pathname' | 'search'>, quietForMs = 0): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  // A client navigation clears the early-bird records; the first call is the hydration of the page the server
  // rendered (every page is), whose records stay.
  earlyBirdNavigated({ hydrating: !started, serverRendered: true });
  if (!started) {
    started = true;
    watchScroll(() => bubble?.isOpen() ?? false);
    collapseLogoWhenIdle(quietForMs);
    watchIdle(undefined, quietForMs);
    refitBanner = fitBannerMessage();
  } else {
    bubble?.routeChanged(location.pathname);
    refitBanner();
  }
  // Again on every call: a remounted document body (React's error recovery) drops what was added to it.
  mountWidgets(data.storefront, data.publicConfig.widgets);
  // The error page renders its own header: the bubble follows the header it belongs to.
  if (header && data.speechBubble && header !== bubbleHeader) {
    bubbleHeader = header;
    bubble = createSpeechBubble(header, data.speechBubble);
    listenForOccasions(header, bubble);
  }
  const occasion = searchResultOccasion(location);
  if (occasion) bubble?.show(occasion);
}
