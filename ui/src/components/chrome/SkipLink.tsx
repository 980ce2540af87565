import type { Translate } from '../../lib/translate.js';

/** The first focusable element of every page; jumps past the header to the layout's `<main id>`. */
export function SkipLink({ t, targetId = 'main' }: { t: Translate; targetId?: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
