// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLink } from './CartLink.js';

const t = (key: string) => `t:${key}`;
const link = (count: number) => <CartLink href="/de/checkout/cart" count={count} t={t} />;

afterEach(cleanup);

describe('cart icon count (slides in after 500 ms)', () => {
  it("the badge's slide-in waits 500 ms (the stylesheet's animation delay)", () => {
    const css = readFileSync(join(import.meta.dirname, '../../styles/header.css'), 'utf8');
    const rule = /\.cart-link__count\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toMatch(/animation:\s*count-in\s+[\d.]+s\s+var\(--ease\)\s+0\.5s\s+both/);
  });

  it('each new count is a new badge, so the slide-in runs again; the link names the count at once', () => {
    const view = render(link(0));
    const badge = () => view.container.querySelector('.cart-link__count');
    expect(badge()).toBeNull();
    view.rerender(link(2));
    expect(view.container.querySelector('a')?.getAttribute('aria-label')).toBe('t:cart, 2 t:itemsInCart.other');
    const first = badge();
    expect(first?.textContent).toBe('2');
    view.rerender(link(2));
    expect(badge()).toBe(first);
    view.rerender(link(3));
    expect(badge()?.textContent).toBe('3');
    expect(badge()).not.toBe(first);
    view.rerender(link(0));
    expect(badge()).toBeNull();
  });
});
