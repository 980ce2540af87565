// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEGMENT_STORAGE_KEY } from './segment-storage-key';

// Page views carry the segment; segment-hint.ts (first load) learns it from segment-state.ts (loaded on use).

afterEach(() => {
  window.sessionStorage.clear();
  vi.resetModules();
});

/** A fresh page load: the module's state starts again. */
const freshState = () => import('./segment-state');

describe('the segment page views carry', () => {
  it('a campaign landing waits until its segment is resolved, then hears every change', async () => {
    const { publishSegment, watchVisitorSegment } = await freshState();
    const heard: string[] = [];
    watchVisitorSegment(true, (id) => heard.push(id));
    expect(heard).toEqual([]);
    publishSegment('winter-sale');
    expect(heard).toEqual(['winter-sale']);
  });

  it('any other landing has the segment remembered in the session at once, or the default one', async () => {
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, JSON.stringify({ uid: 'u', id: 'gifting', hideNewsletter: false }));
    const remembered: string[] = [];
    (await freshState()).watchVisitorSegment(false, (id) => remembered.push(id));
    expect(remembered).toEqual(['gifting']);

    vi.resetModules();
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, '{not json');
    const unreadable: string[] = [];
    (await freshState()).watchVisitorSegment(false, (id) => unreadable.push(id));
    expect(unreadable).toEqual(['']);
  });

  it('a segment resolved before the page asks is told at once', async () => {
    const { publishSegment, watchVisitorSegment } = await freshState();
    publishSegment('');
    const heard: string[] = [];
    watchVisitorSegment(true, (id) => heard.push(id));
    expect(heard).toEqual(['']);
  });
});

describe('whether a page load may have a segment (the first load decides without loading segment code)', () => {
  it('a campaign link or a remembered segment may; a plain landing may not, and the answer holds for the page load', async () => {
    window.history.replaceState(null, '', '/de?utm_source=mail');
    const plain = await import('./segment-hint');
    expect(plain.mayHaveSegment()).toBe(false);
    window.sessionStorage.setItem(SEGMENT_STORAGE_KEY, JSON.stringify({ id: 'gifting' }));
    expect(plain.mayHaveSegment()).toBe(false);

    vi.resetModules();
    expect((await import('./segment-hint')).mayHaveSegment()).toBe(true);

    vi.resetModules();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/de?utm_campaign=winter-sale');
    expect((await import('./segment-hint')).mayHaveSegment()).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});
