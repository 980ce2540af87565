import type { MobileMenuEvent, MobileMenu as MobileMenuState } from '@sockshop/core/interaction';
import { type Dispatch, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Translate } from '../../lib/translate.js';
import { SmartLink } from '../shared/SmartLink.js';
import { type NavItem, SubmenuSections } from './SubmenuSections.js';

export interface MobileMenuProps {
  items: readonly NavItem[];
  t: Translate;
  state: MobileMenuState;
  dispatch: Dispatch<MobileMenuEvent>;
  /** Closes the menu and hands focus back to its toggle. */
  onClose: () => void;
  /** The panel's id, for the toggle button's aria-controls. */
  id: string;
}

/**
 * Mobile menu: a slide-in panel with the top-level list, then one category's submenu with
 * a back button. Escape closes a submenu first, then the menu; focus moves with each step.
 */
export function MobileMenu({ items, t, state, dispatch, onClose, id }: MobileMenuProps) {
  const { open, submenu: submenuUid } = state;
  const panelRef = useRef<HTMLDivElement>(null);
  const lastCategory = useRef<string | null>(null);
  const idPrefix = useId();
  const submenu = items.find((item) => item._uid === submenuUid);

  // Focus follows the slide: first control of the new view, or the category we came back from.
  useEffect(() => {
    if (!open) {
      lastCategory.current = null;
      return;
    }
    const panel = panelRef.current;
    if (!panel) return;
    const selector = submenuUid
      ? '.mobile-menu__back'
      : lastCategory.current
        ? `[data-uid="${CSS.escape(lastCategory.current)}"]`
        : 'a, button';
    panel.querySelector<HTMLElement>(`.mobile-menu__view ${selector}`)?.focus();
  }, [open, submenuUid]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (submenuUid) dispatch({ type: 'escape.pressed' });
    else onClose();
  };
  const openSubmenu = (uid: string) => {
    lastCategory.current = uid;
    dispatch({ type: 'submenu.opened', uid });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for everything inside the panel
    <div id={id} ref={panelRef} className={open ? 'mobile-menu is-open' : 'mobile-menu'} onKeyDown={onKeyDown}>
      <nav className="mobile-menu__view" aria-label={t('menu')}>
        {submenu ? (
          // No id for the buttons' aria-controls: the submenu takes the list's place, so no button and its panel are
          // ever in the page together, and a reference to an absent element is invalid HTML (13).
          <div className="mobile-menu__submenu">
            <button type="button" className="mobile-menu__back" onClick={() => dispatch({ type: 'submenu.back' })}>
              <span aria-hidden="true">‹ </span>
              {t('back')}
            </button>
            <SmartLink href={submenu.url} className="mobile-menu__category" onClick={onClose}>
              {submenu.text}
            </SmartLink>
            <SubmenuSections item={submenu} idPrefix={`${idPrefix}-${submenu._uid}`} onNavigate={onClose} />
          </div>
        ) : (
          <ul className="mobile-menu__list">
            {items.map((item) => (
              <li key={item._uid}>
                {item.sections.length > 0 ? (
                  <button
                    type="button"
                    className="mobile-menu__item"
                    data-uid={item._uid}
                    aria-expanded={false}
                    onClick={() => openSubmenu(item._uid)}
                  >
                    {item.text}
                    <span aria-hidden="true"> ›</span>
                  </button>
                ) : (
                  <SmartLink href={item.url} className="mobile-menu__item" onClick={onClose}>
                    {item.text}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
