/**
 * Newsletter texts as a form shows them: the content system's `newsletter_settings` (or a newsletter block's
 * own fields), with translation-key fallbacks filled in on the server (newsletter-texts.server.ts).
 */
export interface NewsletterTexts {
  title: string;
  subtitle: string;
  button: string;
  /** The consent text under the form. */
  legal: string;
  placeholder: string;
  /** The welcome dialog's text. */
  successMessage: string;
  /** The error dialog's text. */
  errorMessage: string;
}

/**
 * Where a form sits: after the welcome dialog a block form comes back empty (accepting in a menu or a block
 * returns to the form); the footer's shows the welcome text in place of its field.
 */
export type NewsletterPlace = 'footer' | 'block';
