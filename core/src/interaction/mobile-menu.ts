/** The mobile menu is open or closed, with a submenu slide state (submenus keyed by the nav item's uid). */
export interface MobileMenu {
  open: boolean;
  /** The uid of the nav item whose submenu has slid in, null on the top-level list. */
  submenu: string | null;
}

export const CLOSED_MOBILE_MENU: MobileMenu = { open: false, submenu: null };

export type MobileMenuEvent =
  | { type: 'menu.toggled' }
  | { type: 'menu.closed' }
  | { type: 'submenu.opened'; uid: string }
  | { type: 'submenu.back' }
  | { type: 'escape.pressed' }
  | { type: 'route.changed' };

export function mobileMenuReducer(menu: MobileMenu, event: MobileMenuEvent): MobileMenu {
  switch (event.type) {
    case 'menu.toggled':
      return menu.open ? CLOSED_MOBILE_MENU : { open: true, submenu: null };
    case 'submenu.opened':
      return menu.open ? { open: true, submenu: event.uid } : menu;
    case 'submenu.back':
      return { ...menu, submenu: null };
    case 'escape.pressed':
      // Escape steps back one level: the submenu first, then the menu itself.
      return menu.submenu ? { ...menu, submenu: null } : CLOSED_MOBILE_MENU;
    case 'menu.closed':
    case 'route.changed':
      return CLOSED_MOBILE_MENU;
  }
}
