import {
  bubbleSurvivesRouteChange,
  mobileMenuTopPadding,
  routeHasSku,
  type SpeechBubbleMessage,
  type SpeechBubbleOccasion,
  type SpeechBubbleTexts,
  searchResultTerm,
  speechBubbleMessage,
} from '@sockshop/core/chrome';

export interface SpeechBubble {
  show(occasion: SpeechBubbleOccasion): void;
  hide(): void;
  routeChanged(path: string): void;
  isOpen(): boolean;
}

/**
 * The speech bubble under the logo. It is a polite live region created once after hydration, so its words
 * are announced; it never takes focus, a click on it or Escape dismisses it, and it hangs below the header bar, off its
 * controls. While the mobile menu is open, the menu's top padding makes room for it (bubble height + 36 px).
 */
export function createSpeechBubble(header: HTMLElement, texts: SpeechBubbleTexts): SpeechBubble {
  const bubble = document.createElement('div');
  bubble.className = 'speech-bubble';
  bubble.setAttribute('role', 'status');
  bubble.setAttribute('aria-live', 'polite');
  header.append(bubble);
  let current: SpeechBubbleMessage | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(timer);
    current = null;
    bubble.textContent = '';
    bubble.removeAttribute('data-variant');
    header.removeAttribute('data-speech-bubble');
  };
  const show = (occasion: SpeechBubbleOccasion) => {
    const message = speechBubbleMessage(texts, occasion);
    if (!message) return;
    clearTimeout(timer);
    current = message;
    bubble.textContent = message.text;
    bubble.dataset.variant = message.variant;
    header.dataset.speechBubble = message.variant;
    header.style.setProperty('--mobile-menu-padding-top', `${mobileMenuTopPadding(bubble.offsetHeight)}px`);
    if (message.durationMs !== null) timer = setTimeout(hide, message.durationMs);
  };
  bubble.addEventListener('click', hide);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) hide();
  });
  return {
    show,
    hide,
    isOpen: () => current !== null,
    routeChanged(path) {
      if (current && !bubbleSurvivesRouteChange(current.context, routeHasSku(path))) hide();
    },
  };
}

/** The bubble's occasions, read from the page: search focus, the open mobile menu, a product added to the cart. */
export function listenForOccasions(header: HTMLElement, bubble: SpeechBubble): void {
  header.addEventListener('focusin', (event) => {
    if ((event.target as Element).matches('input[name="term"]')) bubble.show({ kind: 'search.focused' });
  });
  let menuOpen = header.classList.contains('site-header--menu-open');
  let addedAt = -Infinity;
  document.addEventListener('submit', (event) => {
    if ((event.target as Element).matches('.add-to-cart')) addedAt = Date.now();
  });
  new MutationObserver(() => {
    const open = header.classList.contains('site-header--menu-open');
    if (open !== menuOpen) {
      menuOpen = open;
      if (open) bubble.show({ kind: 'menu.expanded' });
      else bubble.hide();
    }
  }).observe(header, { attributes: true, attributeFilter: ['class'] });
  // The count changes when the cart answers; only a change soon after an add-to-cart submit is the shopper's doing.
  new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).matches('.cart-link')) && Date.now() - addedAt < 10_000) {
      addedAt = -Infinity;
      bubble.show({ kind: 'cart.added' });
    }
  }).observe(header, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}

/** Arriving on search results, the bubble says what was found (the listing's count, when it shows one). */
export function searchResultOccasion(location: Pick<Location, 'pathname' | 'search'>): SpeechBubbleOccasion | null {
  const term = searchResultTerm(location.pathname, new URLSearchParams(location.search).get('term'));
  if (!term) return null;
  const count = Number.parseInt(document.querySelector('.listing__count')?.textContent ?? '', 10);
  return { kind: 'search.result', term, count: Number.isNaN(count) ? null : count };
}
