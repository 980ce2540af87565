/** The two screens every breadth spec runs on: a desktop at the spec's 1440 px breakpoint and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;
