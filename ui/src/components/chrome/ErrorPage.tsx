import type { ReactNode } from 'react';
import type { Translate } from '../../lib/translate.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface ErrorPageProps {
  status: number;
  t: Translate;
  homeHref: string;
  /**
   * The content system's error description, already rendered through the sanitising RichText
   * (`<RichText doc={…} className="rich-text error-page__description" />`). The page itself does not import RichText,
   * so the root and layout error boundaries, which show no description, keep it out of every page's first load (issue 12).
   */
  description?: ReactNode;
  message?: string;
  path?: string;
}

/** spec §2 error page: 'cantFindIt', a sanitised description, a link home; status as an attribute, details hidden. */
export function ErrorPage({ status, t, homeHref, description, message, path }: ErrorPageProps) {
  return (
    <section className="error-page" data-status={status} aria-labelledby="error-page-title">
      <h1 id="error-page-title" className="error-page__title">
        {t('cantFindIt')}
      </h1>
      {description}
      <SmartLink href={homeHref} className="button button--primary">
        {t('backToTheStartPage')}
      </SmartLink>
      {message || path ? (
        <div className="error-page__details" hidden>
          {message ? <p data-error-message="">{message}</p> : null}
          {path ? <p data-error-path="">{path}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
