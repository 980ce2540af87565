import type { Translate } from '../../lib/translate.js';
import { SmartLink } from '../shared/SmartLink.js';

export interface ErrorPageProps {
  status: number;
  t: Translate;
  homeHref: string;
  /**
   * The content system's error description as sanitised HTML, made on the server with RichText's rules
   * (lib/error-page.server.tsx), so neither the renderer nor its rules join every page's first load.
   */
  descriptionHtml?: string;
  message?: string;
  path?: string;
}

/** Error page: 'cantFindIt', a sanitised description, a link home; status as an attribute, details hidden. */
export function ErrorPage({ status, t, homeHref, descriptionHtml, message, path }: ErrorPageProps) {
  return (
    <section className="error-page" data-status={status} aria-labelledby="error-page-title">
      <h1 id="error-page-title" className="error-page__title">
        {t('cantFindIt')}
      </h1>
      {descriptionHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: RichText's own sanitised markup, made on the server (lib/error-page.server.tsx)
        <div className="error-page__description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      ) : null}
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
