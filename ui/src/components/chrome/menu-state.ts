// spec §4 mobile menu: open or closed, with a submenu slide state. Kept pure so the rules are testable without a DOM.

export interface MenuState {
  open: boolean;
  /** The nav item whose submenu is slid in, by uid (spec §2: submenus are keyed by the nav item's uid). */
  submenu: string | null;
}

export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'submenu.open'; uid: string }
  | { type: 'submenu.back' }
  | { type: 'key.escape' };

export const closedMenu: MenuState = { open: false, submenu: null };

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'menu.toggle':
      return state.open ? closedMenu : { open: true, submenu: null };
    case 'menu.close':
      return closedMenu;
    case 'submenu.open':
      return state.open ? { open: true, submenu: event.uid } : state;
    case 'submenu.back':
      return { ...state, submenu: null };
    case 'key.escape':
      // Escape steps back one level: submenu first, then the menu itself.
      return state.submenu ? { ...state, submenu: null } : closedMenu;
  }
}
