import type { Translate } from '../lib/translate.js';
import type { NewsletterPlace, NewsletterTexts } from './newsletter-texts.js';
import { wakeNewsletter } from './wake-newsletter.js';

interface NewsletterSignUpProps {
  /** Prefix of the ids inside (the header links to the footer's field, `newsletter-email`). */
  id: string;
  className: string;
  texts: NewsletterTexts;
  t: Translate;
  place: NewsletterPlace;
  /** The current storefront code and market country, sent with the email. */
  store: string;
  countryCode: string;
  /** A result to show at once: the server's answer to a form posted without JavaScript. */
  status?: string;
}

/**
 * Newsletter sign-up, the footer's and the newsletter block's: a form that posts to the own server without JavaScript
 * (which answers with a redirect back to the page). The controller reads its texts from the `data-` fields and writes
 * the status line ('invalidEmail' for an address that does not look like one) and the dialogs. The footer's copy is
 * rendered to HTML on the server (newsletter-html.server.tsx), so this component ships only with the newsletter block.
 */
export function NewsletterSignUp({ id, texts, t, ...props }: NewsletterSignUpProps) {
  return (
    <section id={id} className={props.className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        {texts.title}
      </h2>
      {texts.subtitle ? <p className="newsletter__subtitle">{texts.subtitle}</p> : null}
      <form
        className="newsletter__form"
        method="post"
        action="/api/newsletter"
        noValidate
        onFocus={wakeNewsletter}
        data-place={props.place}
        data-success={texts.successMessage}
        data-error={texts.errorMessage}
        data-invalid={t('invalidEmail')}
        data-failed={t('anErrorOcurred')}
        data-retry={t('retry')}
        data-close={t('close')}
      >
        <input type="hidden" name="store" value={props.store} />
        <input type="hidden" name="countryCode" value={props.countryCode} />
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {t('email')}
        </label>
        <div className="newsletter__row">
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={texts.placeholder || undefined}
            aria-describedby={`${id}-status`}
          />
          <button type="submit" className="button button--primary">
            {texts.button}
          </button>
        </div>
        <p id={`${id}-status`} className="newsletter__status" role="status">
          {props.status}
        </p>
        {texts.legal ? <p className="newsletter__legal">{texts.legal}</p> : null}
      </form>
    </section>
  );
}
