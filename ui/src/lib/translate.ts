import { FALLBACK_TEXTS } from '@sockshop/core/content';

export type Translate = (key: string) => string;

// The keys a page needs even when the content service's texts cannot be read, in the words the adapters fall back to.
const FALLBACK: Readonly<Record<string, string>> = FALLBACK_TEXTS;

export function createTranslate(dictionary: Record<string, string>): Translate {
  return (key) => dictionary[key] ?? FALLBACK[key] ?? key;
}

export const fallbackTranslate: Translate = createTranslate({});
