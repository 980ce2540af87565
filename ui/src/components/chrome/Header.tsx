import type { Navigation } from '@sockshop/core/content';
import { CLOSED_MOBILE_MENU, type MobileMenuEvent, mobileMenuReducer } from '@sockshop/core/interaction';
import { type ReactNode, useEffect, useId, useReducer } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.js';
import type { Translate } from '../../lib/translate.js';
import { CartLink } from './CartLink.js';
import { DesktopNav } from './DesktopNav.js';
import { Logo } from './Logo.js';
import { MobileMenu } from './MobileMenu.js';
import { SearchForm } from './SearchForm.js';

export interface HeaderProps {
  /** The market language, for plural rules (the cart count); English when absent. */
  language?: string;
  t: Translate;
  storefront: string;
  navigation: Pick<Navigation, 'items'> | null | undefined;
  homeHref: string;
  /** The cart link goes to the checkout cart view. */
  cartHref: string;
  cartCount: number;
  brandName?: string;
  /** False on checkout, faq, about-us, happynews and corporate-gifts (core `showsSearchBar`). */
  showSearch?: boolean;
  searchTerm?: string;
  /** Replaces the plain search form, e.g. with one that shows suggestions. */
  search?: ReactNode;
  currentPath?: string;
  /**
   * Hide-on-scroll: allowed on this page (the layout turns it off on checkout). The hiding itself, and the logo's
   * collapse, are done after hydration by ui/src/chrome-behaviours through data attributes.
   */
  hideOnScroll?: boolean;
  /**
   * The link to the footer's sign-up (default true); the layout turns it off where the page has no sign-up (checkout).
   * Decided in the markup, not by the browser finding the field: the footer arrives after the header, and a link that
   * appeared then would push the tools beside it.
   */
  newsletterLink?: boolean;
  onMobileMenuChange?: (open: boolean) => void;
}

/** The site header: logo, main navigation (desktop panels, mobile slide-in), search and cart. */
export function Header(props: HeaderProps) {
  const { t, storefront, navigation, showSearch = true, newsletterLink = true } = props;
  const items = navigation?.items ?? [];
  const hydrated = useHydrated();
  const [menu, dispatchMenu] = useReducer(mobileMenuReducer, CLOSED_MOBILE_MENU);
  const menuOpen = menu.open;
  const menuId = `${useId()}-menu`;
  // The page hears only real open/close changes (the header must not hide while the menu shows).
  const dispatch = (event: MobileMenuEvent) => {
    const next = mobileMenuReducer(menu, event);
    dispatchMenu(event);
    if (next.open !== menu.open) props.onMobileMenuChange?.(next.open);
  };
  // Page scroll is locked while the menu is open.
  useEffect(() => {
    document.documentElement.classList.toggle('is-scroll-locked', menuOpen);
    return () => document.documentElement.classList.remove('is-scroll-locked');
  }, [menuOpen]);
  const closeMenu = () => {
    dispatch({ type: 'menu.closed' });
    document.getElementById(`${menuId}-toggle`)?.focus();
  };

  return (
    // data-enhanced switches CSS from the no-JavaScript hover/focus-within fallback to state-driven menus.
    <header
      className={menuOpen ? 'site-header site-header--menu-open' : 'site-header'}
      data-enhanced={hydrated ? '' : undefined}
      data-hide-on-scroll={props.hideOnScroll ? '' : undefined}
    >
      <div className="site-header__bar">
        {items.length > 0 ? (
          <button
            id={`${menuId}-toggle`}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => dispatch({ type: 'menu.toggled' })}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && menuOpen) dispatch({ type: 'menu.closed' });
            }}
          >
            <span className="menu-toggle__icon" aria-hidden="true" />
            <span className="visually-hidden">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
          </button>
        ) : null}
        <Logo href={props.homeHref} name={props.brandName ?? 'Sock Shop'} />
        {items.length > 0 ? <DesktopNav items={items} t={t} currentPath={props.currentPath} /> : null}
        <div className="site-header__tools">
          {showSearch ? (props.search ?? <SearchForm storefront={storefront} t={t} term={props.searchTerm} />) : null}
          {/* Newsletter in the header: to the footer's sign-up field (newsletter) */}
          {newsletterLink ? <a href="#newsletter-email">{t('newsletter')}</a> : null}
          <CartLink href={props.cartHref} count={props.cartCount} t={t} {...(props.language ? { language: props.language } : {})} />
        </div>
      </div>
      {items.length > 0 ? <MobileMenu id={menuId} items={items} t={t} state={menu} dispatch={dispatch} onClose={closeMenu} /> : null}
    </header>
  );
}
