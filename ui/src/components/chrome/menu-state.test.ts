import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedMenu, type MenuEvent, menuReducer } from './menu-state.js';

const run = (events: MenuEvent[]) => events.reduce(menuReducer, closedMenu);

describe('§4 mobile menu state', () => {
  it('opens on the top-level list, slides into a submenu and back', () => {
    expect(run([{ type: 'menu.toggle' }])).toEqual({ open: true, submenu: null });
    expect(run([{ type: 'menu.toggle' }, { type: 'submenu.open', uid: 'adults' }])).toEqual({ open: true, submenu: 'adults' });
    expect(run([{ type: 'menu.toggle' }, { type: 'submenu.open', uid: 'adults' }, { type: 'submenu.back' }])).toEqual({
      open: true,
      submenu: null,
    });
  });

  it('Escape closes the submenu first, then the menu', () => {
    const inSubmenu = run([{ type: 'menu.toggle' }, { type: 'submenu.open', uid: 'adults' }]);
    const once = menuReducer(inSubmenu, { type: 'key.escape' });
    expect(once).toEqual({ open: true, submenu: null });
    expect(menuReducer(once, { type: 'key.escape' })).toEqual(closedMenu);
  });

  it('a closed menu never shows a submenu, whatever happened before', () => {
    const event = fc.oneof(
      fc.constant<MenuEvent>({ type: 'menu.toggle' }),
      fc.constant<MenuEvent>({ type: 'menu.close' }),
      fc.constant<MenuEvent>({ type: 'submenu.back' }),
      fc.constant<MenuEvent>({ type: 'key.escape' }),
      fc.string({ maxLength: 8 }).map((uid): MenuEvent => ({ type: 'submenu.open', uid })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = run(events);
        if (!state.open) expect(state.submenu).toBeNull();
      }),
    );
  });
});
