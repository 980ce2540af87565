import { describe, expect, it } from 'vitest';
import { CLOSED_MOBILE_MENU, mobileMenuReducer } from './mobile-menu.js';

describe('mobile menu', () => {
  it('opens on the top-level list, slides a submenu in, goes back, closes on navigation', () => {
    let menu = mobileMenuReducer(CLOSED_MOBILE_MENU, { type: 'menu.toggled' });
    expect(menu).toEqual({ open: true, submenu: null });
    menu = mobileMenuReducer(menu, { type: 'submenu.opened', uid: 'nav-socks' });
    expect(menu).toEqual({ open: true, submenu: 'nav-socks' });
    expect(mobileMenuReducer(menu, { type: 'submenu.back' })).toEqual({ open: true, submenu: null });
    expect(mobileMenuReducer(menu, { type: 'route.changed' })).toEqual(CLOSED_MOBILE_MENU);
    expect(mobileMenuReducer(menu, { type: 'menu.toggled' })).toEqual(CLOSED_MOBILE_MENU);
    expect(mobileMenuReducer(menu, { type: 'menu.closed' })).toEqual(CLOSED_MOBILE_MENU);
    expect(mobileMenuReducer(CLOSED_MOBILE_MENU, { type: 'submenu.opened', uid: 'x' })).toEqual(CLOSED_MOBILE_MENU);
  });

  it('Escape closes the submenu first, then the menu', () => {
    const inSubmenu = mobileMenuReducer(mobileMenuReducer(CLOSED_MOBILE_MENU, { type: 'menu.toggled' }), {
      type: 'submenu.opened',
      uid: 'adults',
    });
    const once = mobileMenuReducer(inSubmenu, { type: 'escape.pressed' });
    expect(once).toEqual({ open: true, submenu: null });
    expect(mobileMenuReducer(once, { type: 'escape.pressed' })).toEqual(CLOSED_MOBILE_MENU);
  });
});
