import { MESSAGES } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';
import { NavbarSchema, type Navigation, SubmenuSectionsSchema } from './blocks.schema.js';
import { SpeechBubbleSchema } from './shared.schema.js';

// Content the shop cannot use is logged as 'Error while normalizing …' and the part is left out; the page
// still renders. Absent content (a story that does not exist) is not an error here: the caller passes null and gets null.

/** The header navbar; a submenu that does not fit is dropped (its link stays) and logged on its own. */
export function normalizeNavigation(raw: unknown, logger: Logger): Navigation | null {
  if (raw === null || raw === undefined) return null;
  const navbar = NavbarSchema.safeParse(raw);
  if (!navbar.success) {
    logger.error(MESSAGES.normalizingNavbar, { issues: navbar.error.issues.slice(0, 3).map((issue) => issue.path.join('.')) });
    return null;
  }
  const items = navbar.data.items.map(({ sections, ...item }) => {
    const submenu = SubmenuSectionsSchema.safeParse(sections);
    if (submenu.success) return { ...item, sections: submenu.data };
    logger.error(MESSAGES.normalizingSubmenu, { uid: item._uid });
    return { ...item, sections: [] };
  });
  return { ...navbar.data, items };
}

export interface SpeechBubbleContent {
  addToCart: string;
  menuExpanded: string;
  resultsFound: string;
  searchFocused: string;
  searchResult: string;
}

/** The speech bubble's texts; content of another shape means no bubble. */
export function normalizeSpeechBubble(raw: unknown, logger: Logger): SpeechBubbleContent | null {
  if (raw === null || raw === undefined) return null;
  const parsed = SpeechBubbleSchema.safeParse(raw);
  if (!parsed.success) {
    logger.error(MESSAGES.normalizingSpeechBubble, { issues: parsed.error.issues.slice(0, 3).map((issue) => issue.path.join('.')) });
    return null;
  }
  const { addToCart, menuExpanded, resultsFound, searchFocused, searchResult } = parsed.data;
  return { addToCart, menuExpanded, resultsFound, searchFocused, searchResult };
}

/** Page blocks that carry rich text: one that does not fit is a rich-text normalizing error. */
const RICH_TEXT_COMPONENTS: ReadonlySet<string> = new Set(['rich_text', 'accordion', 'faq']);

export function isRichTextComponent(component: unknown): boolean {
  return typeof component === 'string' && RICH_TEXT_COMPONENTS.has(component);
}
