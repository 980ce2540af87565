import type { Footer, Navigation, SpeechBubbleContent } from '@sockshop/core/content';

/** The chrome: what the layout's data holds that is the same on every page of a storefront and market. */
export interface StorefrontChrome {
  translations: Record<string, string>;
  navigation: Navigation | null;
  footer: Footer | null;
  speechBubble: SpeechBubbleContent | null;
  newsletterHtml: string;
  alternates: { storefront: string; hrefLang: string }[];
}

/**
 * Where a whole page's layout data holds its chrome for the server's render. React Router serialises an object's own
 * string keys only (`Object.keys`), so the chrome under a symbol stays out of what it sends.
 */
export const CHROME_IN_PAGE = Symbol('chrome in page');
