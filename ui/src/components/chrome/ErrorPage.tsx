import type { RichTextNode } from '@sockshop/core/content';
import type { Translate } from '../../lib/translate.js';
import { RichText } from '../rich-text/RichText.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface ErrorPageProps {
  status: number;
  t: Translate;
  homeHref: string;
  /** The content system's error description; rendered through the sanitising RichText. */
  description?: RichTextNode | null;
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
      <RichText doc={description} className="rich-text error-page__description" />
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
