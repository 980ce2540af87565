import type { Translate } from '../lib/translate';

export interface Notice {
  /** Translation key of the text. */
  text: string;
  action(): void;
}

/**
 * The update and page-load notices (housekeeping): a polite live region that is always in the page once
 * housekeeping runs (a region added together with its text is often not announced), a corner card that blocks nothing
 * and takes no focus, its buttons reachable by keyboard.
 */
export function SiteNotice({ notice, t, onDismiss }: { notice: Notice | null; t: Translate; onDismiss(): void }) {
  return (
    <div className="site-notice" role="status" aria-live="polite">
      {notice ? (
        <div className="site-notice__card">
          <p className="site-notice__text">{t(notice.text)}</p>
          <div className="site-notice__actions">
            <button type="button" className="button button--primary site-notice__action" onClick={notice.action}>
              {t('reloadPage')}
            </button>
            <button type="button" className="icon-button site-notice__close" aria-label={t('close')} onClick={onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
