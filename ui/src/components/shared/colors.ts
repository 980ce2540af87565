// Content chooses colours by name; a strict CSP forbids inline styles, so each known name maps to a
// class in app.css. Unknown names get no class (the default palette).
export const CONTENT_COLORS = ['yellow', 'orange', 'pink', 'red', 'purple', 'blue', 'green', 'teal', 'black'] as const;
export type ContentColor = (typeof CONTENT_COLORS)[number];

/**
 * Names like `light-yellow` count as their base colour, the way core's `bannerTextColor` reads them, so the
 * background class and the text colour always agree. Yellow and orange come first in the list for that reason.
 */
function known(name: string | undefined): ContentColor | undefined {
  const key = (name ?? '').trim().toLowerCase();
  return CONTENT_COLORS.find((color) => key.includes(color));
}

/** `bg-yellow` and friends; each class also sets a text colour with AA contrast. */
export function backgroundClass(name: string | undefined): string | undefined {
  const color = known(name);
  return color ? `bg-${color}` : undefined;
}
