import { type FocusEvent, type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import type { Translate } from '../../lib/translate.js';
import { SmartLink } from '../shared/SmartLink.js';
import { type NavItem, SubmenuSections } from './SubmenuSections.js';

export interface DesktopNavProps {
  items: readonly NavItem[];
  t: Translate;
  currentPath?: string;
}

/**
 * Hovering a nav link shows its submenu panel (its `is-open` class also keeps the header from hiding on scroll). Keyboard focus entering an item opens it too,
 * the toggle button states it with aria-expanded, and Escape closes it and returns focus to the link.
 */
export function DesktopNav({ items, t, currentPath }: DesktopNavProps) {
  const [openUid, setOpen] = useState<string | null>(null);
  const idPrefix = useId();
  return (
    <nav className="primary-nav" aria-label={t('mainNavigation')}>
      <ul className="primary-nav__list">
        {items.map((item) => (
          <DesktopNavItem
            key={item._uid}
            item={item}
            t={t}
            panelId={`${idPrefix}-${item._uid}`}
            open={openUid === item._uid}
            current={currentPath !== undefined && currentPath === item.url}
            onOpen={() => setOpen(item._uid)}
            onClose={() => setOpen(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

interface ItemProps {
  item: NavItem;
  t: Translate;
  panelId: string;
  open: boolean;
  current: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function DesktopNavItem({ item, t, panelId, open, current, onOpen, onClose }: ItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const hasPanel = item.sections.length > 0;
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };
  // Escape hands focus back to the link; that focus must not reopen the panel.
  const returningFocus = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onClose();
    const link = itemRef.current?.querySelector<HTMLElement>('.primary-nav__link');
    if (link && link !== document.activeElement) {
      returningFocus.current = true;
      link.focus();
    }
  };
  // A pointer reaching the button has already opened the panel by hovering; its click must not close it again.
  // Keyboard clicks (detail 0) toggle.
  const onToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 && open) onClose();
    else onOpen();
  };
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    if (!open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpen();
  };
  if (!hasPanel) {
    return (
      <li className="primary-nav__item">
        <SmartLink href={item.url} className="primary-nav__link" aria-current={current ? 'page' : undefined}>
          {item.text}
        </SmartLink>
      </li>
    );
  }
  return (
    <li
      ref={itemRef}
      className={open ? 'primary-nav__item has-panel is-open' : 'primary-nav__item has-panel'}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SmartLink href={item.url} className="primary-nav__link" aria-current={current ? 'page' : undefined} onClick={onClose}>
        {item.text}
      </SmartLink>
      <button type="button" className="primary-nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggleClick}>
        <span className="visually-hidden">{`${t('showSubmenu')}: ${item.text}`}</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="submenu-panel">
        <SubmenuSections item={item} idPrefix={`${panelId}-s`} onNavigate={onClose} />
      </div>
    </li>
  );
}
