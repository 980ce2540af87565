import type { SpeechBubbleTexts } from '@sockshop/core/chrome';
import { SpeechBubbleSchema } from '@sockshop/core/content';
import type { ContentPort, ContentScope } from '@sockshop/core/ports';

/** spec §2 speech bubble: its texts from the shared content (`shared/speech-bubble`); null (no bubble) when absent or malformed. */
export async function loadSpeechBubbleTexts(content: ContentPort, scope: ContentScope): Promise<SpeechBubbleTexts | null> {
  const page = await content.findPage('shared/speech-bubble', scope);
  const parsed = page.isOk() ? SpeechBubbleSchema.safeParse(page.value.content) : null;
  if (!parsed?.success) return null;
  const { addToCart, menuExpanded, resultsFound, searchFocused, searchResult } = parsed.data;
  return { addToCart, menuExpanded, resultsFound, searchFocused, searchResult };
}
