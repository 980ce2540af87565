/** The two screens every breadth spec runs on: a desktop at the spec's 1440 px breakpoint and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

/**
 * The two screens, each with one storefront: the first given on the desktop, the second on the phone. For behaviours
 * whose code does not branch by storefront (timers, reload guards, dialogs, the draft preview): each runs on both screens
 * and two storefronts, in two languages. What does vary by storefront (words on every page, prices, totals, payment
 * methods, widgets, the banner, axe on every page type) runs on each storefront in the specs about it; running the same
 * code a third time in a third language cost the browser step minutes and found nothing those specs do not.
 */
export function screensWith<Desktop, Mobile>(
  desktop: Desktop,
  mobile: Mobile,
): { name: string; viewport: { width: number; height: number }; storefront: Desktop | Mobile }[] {
  const [wide, narrow] = VIEWPORTS;
  return [
    { ...wide, storefront: desktop },
    { ...narrow, storefront: mobile },
  ];
}
