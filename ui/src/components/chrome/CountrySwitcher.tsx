import { flagUrl } from '@sockshop/core/routing';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import type { Translate } from '../../lib/translate.js';
import { safeHref } from '../shared/safe-url.js';

export interface MarketOption {
  countryCode: string;
  name: string;
  storefront: string;
  /** Where picking it leads: the same path under the new storefront, or an external site (spec §4 market switch). */
  href: string;
}

export interface CountrySwitcherProps {
  open: boolean;
  onClose: () => void;
  markets: readonly MarketOption[];
  currentCountryCode?: string;
  t: Translate;
  /** Lets the page switch in place (spec §4); call `event.preventDefault()` to stop the link. */
  onSelect?: (market: MarketOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A modal `<dialog>`: the browser traps focus, Escape closes it, focus returns to the opener. */
export function CountrySwitcher({ open, onClose, markets, currentCountryCode, t, onSelect }: CountrySwitcherProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // A click on the backdrop lands on the dialog element itself.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click only; Escape is handled natively by the dialog
    <dialog ref={dialogRef} className="country-switcher" aria-labelledby={`${id}-title`} onClose={onClose} onClick={onDialogClick}>
      <div className="country-switcher__header">
        <h2 id={`${id}-title`} className="country-switcher__title">
          {t('chooseCountry')}
        </h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <ul className="country-list">
        {markets.map((market) => {
          const current = market.countryCode.toUpperCase() === currentCountryCode?.toUpperCase();
          return (
            <li key={`${market.storefront}-${market.countryCode}`}>
              <a
                className={current ? 'country-list__link is-current' : 'country-list__link'}
                href={safeHref(market.href) ?? '/'}
                aria-current={current ? 'true' : undefined}
                onClick={onSelect ? (event) => onSelect(market, event) : undefined}
              >
                <img className="flag" src={flagUrl(market.countryCode)} alt="" width={24} height={18} loading="lazy" decoding="async" />
                <span>{market.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
