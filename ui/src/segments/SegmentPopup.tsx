import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../components/rich-text/RichText';
import type { Translate } from '../lib/translate';
import type { SegmentPopupContent } from './segments-content';

const shownKey = (uid: string) => `segmentPopupShown:${uid}`;

function shownThisSession(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(shownKey(uid)) !== null;
  } catch {
    return false;
  }
}

function markShown(uid: string): void {
  try {
    window.sessionStorage.setItem(shownKey(uid), '1');
  } catch {
    // Storage blocked: it may show again on the next page.
  }
}

/**
 * A segment's popup: once per session, after its delay. A modal `<dialog>`: the browser traps focus and
 * closes it on Escape; the close button and a click on the backdrop close it too, and focus returns where it was.
 */
export function SegmentPopup({ popup, t }: { popup: SegmentPopupContent; t: Translate }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (shownThisSession(popup._uid)) return;
    const timer = window.setTimeout(() => {
      markShown(popup._uid);
      setOpen(true);
    }, popup.delay_seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [popup._uid, popup.delay_seconds]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  if (!open) return null;
  const close = () => {
    dialogRef.current?.close();
    setOpen(false);
  };
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click only; Escape is handled natively by the dialog
    <dialog
      ref={dialogRef}
      className="country-switcher segment-popup"
      aria-labelledby={`${id}-title`}
      onClose={() => setOpen(false)}
      onClick={onDialogClick}
    >
      <div className="country-switcher__header">
        <h2 id={`${id}-title`} className="country-switcher__title">
          {popup.title}
        </h2>
        <button type="button" className="icon-button" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <RichText doc={popup.body} minHeadingLevel={3} />
    </dialog>
  );
}
