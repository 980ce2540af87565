import type { NewsletterContent } from '@sockshop/core/content';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '../lib/translate.js';
import { NewsletterSignUp } from './NewsletterSignUp.js';
import type { NewsletterTexts } from './newsletter-texts.js';

/** The footer's sign-up: the header's newsletter link points at its field, `#newsletter-email`. */
const FOOTER_NEWSLETTER_ID = 'newsletter';

/**
 * The newsletter texts from the shared `newsletter` story; a missing story or field falls back to translation
 * keys, so the form never shows empty.
 */
function newsletterTexts(settings: NewsletterContent | null, t: Translate): NewsletterTexts {
  return {
    title: settings?.title || t('newsletter'),
    subtitle: settings?.subtitle ?? '',
    button: settings?.button || t('newsletterButton'),
    legal: settings?.legal || t('newsletterLegal'),
    placeholder: settings?.placeholder || t('newsletterPlaceholder'),
    successMessage: settings?.successMessage || t('newsletterWelcome'),
    errorMessage: settings?.errorMessage || t('newsletterFailed'),
  };
}

const OUTCOMES = new Set(['success', 'error', 'invalid']);

/** `?newsletter=` as the form's status reads it: one of the server's answers, or null for anything else. */
export function newsletterOutcomeOf(value: string | null): string | null {
  return value !== null && OUTCOMES.has(value) ? value : null;
}

interface FooterNewsletterInput {
  /** The shared `newsletter` story's texts, or null when the content has none or could not be read. */
  content: NewsletterContent | null;
  t: Translate;
  store: string;
  countryCode: string;
  /** `?newsletter=` of the page: the server's answer to a form posted without JavaScript (api/newsletter.ts). */
  outcome: string | null;
}

/**
 * The footer's newsletter sign-up as HTML, made in the layout loader (within the product's budget: the footer is
 * on every page, so the browser gets this markup to keep, not the component; the same approach as the product's rich text).
 * The footer hands its focus and submit events to the controller, which reads the texts from the form's `data-` fields.
 */
export function footerNewsletterHtml({ content, t, store, countryCode, outcome }: FooterNewsletterInput): string {
  const texts = newsletterTexts(content, t);
  const status =
    outcome === 'success'
      ? texts.successMessage
      : outcome === 'error'
        ? texts.errorMessage
        : outcome === 'invalid'
          ? t('invalidEmail')
          : '';
  return renderToStaticMarkup(
    <NewsletterSignUp
      id={FOOTER_NEWSLETTER_ID}
      className="newsletter site-footer__newsletter"
      texts={texts}
      t={t}
      place="footer"
      store={store}
      countryCode={countryCode}
      status={status}
    />,
  );
}
