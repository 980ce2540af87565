import type { SpeechBubbleTexts } from '@sockshop/core/chrome';
import { normalizeSpeechBubble } from '@sockshop/core/content';
import type { ContentPort, ContentScope, Logger } from '@sockshop/core/ports';
import { derivedOnce } from '../lib/answer-memo.server';

/**
 * spec §2 speech bubble: its texts from the shared content (`shared/speech-bubble`); null (no bubble) when absent, or
 * when malformed, which is logged as 'Error while normalizing speech bubble' (spec §8).
 */
export async function loadSpeechBubbleTexts(content: ContentPort, scope: ContentScope, logger: Logger): Promise<SpeechBubbleTexts | null> {
  const page = await content.findPage('shared/speech-bubble', scope);
  // Once per content answer (lib/answer-memo.server.ts); a malformed one is logged when first parsed.
  return page.isOk() ? derivedOnce([page.value.content], 'speech-bubble', () => normalizeSpeechBubble(page.value.content, logger)) : null;
}
