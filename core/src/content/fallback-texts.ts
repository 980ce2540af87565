/**
 * English for the keys a page needs even when the content service's texts cannot be read: the error page's. The one
 * wording of them: the bundled translations (what the adapters answer when the service fails) take theirs from here, and
 * so does the ui's translate for a dictionary that lacks them, so the 404 page reads the same whichever backend failed.
 * Kept apart from the bundled translations so the browser bundle carries these four and not the rest.
 */
export const FALLBACK_TEXTS = {
  cantFindIt: "We can't find it",
  backToTheStartPage: 'Back to the start page',
  anErrorOcurred: 'An error occurred',
  retry: 'Try again',
} as const satisfies Readonly<Record<string, string>>;
