import { marqueeSeconds } from '@sockshop/core/chrome';

/**
 * A banner message that does not fit its line scrolls as a marquee lasting max(length / 7, 10) s. The
 * duration goes in through the CSSOM (a custom property), never a `style=` attribute in the HTML (CSP); the keyframes,
 * the pause on hover and focus and the static form under reduced motion are CSS (header.css).
 */
export function fitBannerMessage(): () => void {
  const measure = () => {
    const banner = document.querySelector<HTMLElement>('.top-banner');
    const line = banner?.querySelector<HTMLElement>('.top-banner__message');
    const text = banner?.querySelector<HTMLElement>('.top-banner__text');
    if (!banner || !line || !text) return;
    banner.removeAttribute('data-marquee');
    // The line, not the text: an inline element has no scroll width of its own (always 0).
    const overflows = line.scrollWidth > line.clientWidth + 1;
    banner.style.setProperty('--marquee-duration', `${marqueeSeconds(text.textContent ?? '')}s`);
    banner.toggleAttribute('data-marquee', overflows);
  };
  measure();
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  };
  window.addEventListener('resize', onResize);
  // The line's width settles once the page and its fonts have loaded.
  window.addEventListener('load', onResize);
  void document.fonts?.ready.then(onResize);
  return measure;
}
