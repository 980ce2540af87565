// @vitest-environment happy-dom
import { CART_COUNT_SLIDE_IN_MS } from '@sockshop/core/chrome';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartLink } from './CartLink.js';

const t = (key: string) => `t:${key}`;
const link = (count: number) => <CartLink href="/de/checkout/cart" count={count} t={t} />;

describe('cart icon count (spec §9: slides in after 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a new count 500 ms after it changes, as a new badge each time; the link names it at once', () => {
    expect(CART_COUNT_SLIDE_IN_MS).toBe(500);
    const view = render(link(0));
    const badge = () => view.container.querySelector('.cart-link__count');
    const name = () => view.container.querySelector('a')?.getAttribute('aria-label');
    expect(badge()).toBeNull();
    view.rerender(link(2));
    expect(name()).toBe('t:cart, 2 t:itemsInCart.other');
    act(() => vi.advanceTimersByTime(499));
    expect(badge()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(badge()?.textContent).toBe('2');
    const first = badge();
    view.rerender(link(3));
    act(() => vi.advanceTimersByTime(499));
    expect(badge()?.textContent).toBe('2');
    act(() => vi.advanceTimersByTime(1));
    expect(badge()?.textContent).toBe('3');
    // A new element, so its slide-in animation runs again.
    expect(badge()).not.toBe(first);
  });

  it('a count that changes again within the 500 ms waits 500 ms from the last change', () => {
    const view = render(link(1));
    expect(view.container.querySelector('.cart-link__count')?.textContent).toBe('1');
    view.rerender(link(4));
    act(() => vi.advanceTimersByTime(300));
    view.rerender(link(5));
    act(() => vi.advanceTimersByTime(499));
    expect(view.container.querySelector('.cart-link__count')?.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(view.container.querySelector('.cart-link__count')?.textContent).toBe('5');
    view.rerender(link(0));
    act(() => vi.advanceTimersByTime(500));
    expect(view.container.querySelector('.cart-link__count')).toBeNull();
  });
});
