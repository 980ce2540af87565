/** spec §2: speech bubble variants. */
export const SPEECH_BUBBLE_VARIANTS = ['default', 'menu-expanded', 'highlight', 'transaction'] as const;
export type SpeechBubbleVariant = (typeof SPEECH_BUBBLE_VARIANTS)[number];

/** spec §9: how long the bubble shows on a search result and on search focus. */
export const SPEECH_BUBBLE_DURATIONS = { searchResult: 3000, searchFocus: 3000 } as const;

export interface SpeechBubble {
  visible: boolean;
  variant: SpeechBubbleVariant;
  message: string;
  /** When set, the bubble hides this many ms after `shownAt`. */
  duration?: number;
  shownAt?: number;
}

export const HIDDEN_SPEECH_BUBBLE: SpeechBubble = { visible: false, variant: 'default', message: '' };

export type SpeechBubbleEvent =
  | { type: 'show'; variant?: SpeechBubbleVariant; message: string; duration?: number; now: number }
  | { type: 'click' }
  | { type: 'tick'; now: number }
  /** `context` is where the bubble was raised, e.g. 'search'. */
  | { type: 'route.changed'; hasSku: boolean; context?: string };

/** spec §2, §4: set with variant, message and optional duration; hides after the duration, on click, or on route change unless the route has a sku or the context is search. */
export function speechBubbleReducer(state: SpeechBubble, event: SpeechBubbleEvent): SpeechBubble {
  switch (event.type) {
    case 'show':
      return {
        visible: true,
        variant: event.variant ?? 'default',
        message: event.message,
        ...(event.duration === undefined ? {} : { duration: event.duration, shownAt: event.now }),
      };
    case 'click':
      return state.visible ? HIDDEN_SPEECH_BUBBLE : state;
    case 'tick':
      return isExpired(state, event.now) ? HIDDEN_SPEECH_BUBBLE : state;
    case 'route.changed':
      return event.hasSku || event.context === 'search' ? state : HIDDEN_SPEECH_BUBBLE;
  }
}

export function isExpired(bubble: SpeechBubble, now: number): boolean {
  return bubble.visible && bubble.duration !== undefined && bubble.shownAt !== undefined && now - bubble.shownAt >= bubble.duration;
}

/** spec §9: the mobile menu's top padding adds 36 px to the bubble height when open. */
export function menuTopPadding(bubbleHeight: number, menuOpen: boolean): number {
  return menuOpen ? bubbleHeight + 36 : bubbleHeight;
}
