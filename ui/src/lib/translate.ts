export type Translate = (key: string) => string;

/** English texts for the few keys a page needs even when the content system is unreachable. */
const FALLBACK: Record<string, string> = {
  cantFindIt: "We can't find that page",
  backToTheStartPage: 'Back to the start page',
  anErrorOcurred: 'An error occurred',
  retry: 'Retry',
};

export function createTranslate(dictionary: Record<string, string>): Translate {
  return (key) => dictionary[key] ?? FALLBACK[key] ?? key;
}

export const fallbackTranslate: Translate = createTranslate({});
