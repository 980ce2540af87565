import { flagUrl } from '@sockshop/core/routing';
import { type MouseEvent, useContext, useEffect, useId, useRef } from 'react';
import type { Translate } from '../../lib/translate.js';
import { shopMarkets } from '../../market-switch/shop-markets.js';
import { MarketSwitchContext } from '../../market-switch/switch-context.js';
import {
  decideSwitch,
  type MarketSwitchContextValue,
  rememberMarketPreference,
  switchInPlace,
} from '../../market-switch/switch-in-page.js';
import type { MarketOption, ShopMarketsSource } from '../../market-switch/switcher-options.js';
import { safeHref } from '../shared/safe-url.js';

export interface CountrySwitcherProps {
  open: boolean;
  onClose: () => void;
  /** The markets to list, or where to make the shop's own list (market-switch/shop-markets.ts). */
  markets: readonly MarketOption[] | ShopMarketsSource;
  currentCountryCode?: string;
  t: Translate;
  /**
   * Lets the page switch in place; call `event.preventDefault()` to stop the link. By default, inside the
   * storefront's `MarketSwitchProvider`, core's rule decides (`switchMarketOnClick`).
   */
  onSelect?: (market: MarketOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Links do the switch (external site, or `/api/market` which reloads or keeps path and query under the new
 * storefront); only a market of the same storefront is switched here, in place, without leaving the page.
 */
function switchMarketOnClick(
  context: MarketSwitchContextValue,
  option: MarketOption,
  event: MouseEvent<HTMLAnchorElement>,
  done: () => void,
) {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  const target = decideSwitch(context, option, window.location);
  if (!target || target.kind === 'external') return;
  rememberMarketPreference(option.countryCode);
  if (target.kind !== 'in-place') return;
  event.preventDefault();
  void switchInPlace(context, option.countryCode).then((outcome) => {
    // The link still works when the in-place switch could not set the market.
    if (outcome === 'failed') window.location.assign(option.href);
    else done();
  });
}

/** A modal `<dialog>`: the browser traps focus, Escape closes it, focus returns to the opener. */
export function CountrySwitcher({ open, onClose, markets, currentCountryCode, t, onSelect }: CountrySwitcherProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const switcher = useContext(MarketSwitchContext);
  const options = Array.isArray(markets) ? (markets as readonly MarketOption[]) : shopMarkets(markets as ShopMarketsSource);
  const select =
    onSelect ??
    (switcher
      ? (option: MarketOption, event: MouseEvent<HTMLAnchorElement>) => switchMarketOnClick(switcher, option, event, onClose)
      : undefined);
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
        {options.map((market) => {
          const current = market.countryCode.toUpperCase() === currentCountryCode?.toUpperCase();
          return (
            <li key={`${market.storefront}-${market.countryCode}`}>
              <a
                className={current ? 'country-list__link is-current' : 'country-list__link'}
                href={safeHref(market.href) ?? '/'}
                aria-current={current ? 'true' : undefined}
                onClick={select ? (event) => select(market, event) : undefined}
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
