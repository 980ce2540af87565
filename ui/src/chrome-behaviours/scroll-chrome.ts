import { HEADER_SHOWN, nextHeaderState, topBannerVisible } from '@sockshop/core/chrome';

/**
 * The header hides scrolling down and shows scrolling up (core `nextHeaderState`), the top banner collapses past
 * 40 px. Both are data attributes on the server-rendered elements (React never owns them); CSS animates them, and keyboard
 * focus inside the header shows it whatever the attribute says (header.css).
 */
export function watchScroll(isBlocked: () => boolean): () => void {
  let state = HEADER_SHOWN;
  let pending = false;
  const update = () => {
    pending = false;
    const header = document.querySelector<HTMLElement>('.site-header');
    const scrollY = window.scrollY;
    if (header) {
      const enabled = header.hasAttribute('data-hide-on-scroll');
      state = nextHeaderState(state, { scrollY, blocked: !enabled || isBlocked() || menusOpen(header) });
      header.toggleAttribute('data-concealed', state.hidden);
    }
    document.querySelector('.top-banner')?.toggleAttribute('data-collapsed', !topBannerVisible(scrollY));
  };
  // One decision per frame, however many scroll events arrive in it.
  const onScroll = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** An open desktop submenu (or the open mobile menu) keeps the header in place. */
function menusOpen(header: HTMLElement): boolean {
  return header.classList.contains('site-header--menu-open') || header.querySelector('.primary-nav__item.is-open') !== null;
}
