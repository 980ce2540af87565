// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runningExperiments, shellOf } from '../shell-script/shell-script';
import { pushEvent } from './data-layer';
import { type ListAnalytics, trackListImpressions } from './list-impressions';

/** A stand-in for the browser's IntersectionObserver that the test scrolls by hand. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Brings the cards at these places into view (only those still observed are reported, as the browser does). */
  show(root: HTMLElement, ...indexes: number[]) {
    const entries = indexes
      .map((index) => root.children[index])
      .filter((target): target is Element => target !== undefined && this.observed.has(target))
      .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const list: ListAnalytics = {
  listName: 'adults/socks',
  currency: 'EUR',
  items: Array.from({ length: 6 }, (_, i) => ({ sku: `S-${i}`, name: `Sock ${i}`, price: 1299, discount: 0, quantity: 1 })),
};

type Pushed = { event: string; split_test?: true; ecommerce?: { items: { item_id: string; index: number }[] } };
const pushed = () => (window.dataLayer ?? []) as Pushed[];
const listEvents = () => pushed().filter((event) => event.event === 'view_item_list');
const seen = (event: Pushed | undefined) => event?.ecommerce?.items.map((item) => [item.item_id, item.index]);

/** The experiment cookie as the shell script writes it. */
function setExperimentCookie(value: string, attributes = 'path=/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie, as the shell script writes it.
  document.cookie = `exp_shipping-speed=${value}; ${attributes}`;
}

/** The page's first script as the server renders it for a storefront, run in this document. */
function runShellScript(storefront: string): void {
  new Function(shellOf(storefront, runningExperiments(storefront, Date.parse('2026-11-23T12:00:00Z'))).script)();
}

let root: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  window.dataLayer = [];
  document.body.innerHTML = `<ul>${list.items.map(() => '<li></li>').join('')}</ul>`;
  root = document.querySelector('ul') as HTMLElement;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setExperimentCookie('', 'max-age=0; path=/');
  document.documentElement.removeAttribute('data-exp-shipping-speed');
  document.documentElement.removeAttribute('data-split-events');
});

describe('product impressions (batched and pushed after 500 ms)', () => {
  it('pushes the cards seen as one view_item_list 500 ms after the first, each with its place in the list', () => {
    const stop = trackListImpressions(root, list, () => Date.now());
    const observer = FakeIntersectionObserver.current as FakeIntersectionObserver;
    observer.show(root, 0, 1);
    vi.advanceTimersByTime(300);
    observer.show(root, 3);
    vi.advanceTimersByTime(199);
    expect(listEvents()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(listEvents()).toHaveLength(1);
    expect(seen(listEvents()[0])).toEqual([
      ['S-0', 0],
      ['S-1', 1],
      ['S-3', 3],
    ]);
    stop();
  });

  it('counts a card once, however often it scrolls by', () => {
    const stop = trackListImpressions(root, list, () => Date.now());
    const observer = FakeIntersectionObserver.current as FakeIntersectionObserver;
    observer.show(root, 2);
    vi.advanceTimersByTime(500);
    observer.show(root, 2, 4);
    vi.advanceTimersByTime(500);
    expect(listEvents().map(seen)).toEqual([[['S-2', 2]], [['S-4', 4]]]);
    stop();
  });

  it('pushes what is pending at once when the page is hidden, and nothing twice', () => {
    const stop = trackListImpressions(root, list, () => Date.now());
    (FakeIntersectionObserver.current as FakeIntersectionObserver).show(root, 5);
    window.dispatchEvent(new Event('pagehide'));
    expect(listEvents().map(seen)).toEqual([[['S-5', 5]]]);
    vi.advanceTimersByTime(1000);
    stop();
    expect(listEvents()).toHaveLength(1);
  });
});

describe('split-test flag', () => {
  it('flags page views and purchases of a visitor drawn into the running shipping-speed test, not list events', () => {
    setExperimentCookie('indicator');
    runShellScript('de');
    pushEvent({ event: 'page_view' });
    pushEvent({ event: 'purchase' });
    pushEvent({ event: 'view_item_list' });
    expect(pushed().map((event) => [event.event, event.split_test ?? false])).toEqual([
      ['page_view', true],
      ['purchase', true],
      ['view_item_list', false],
    ]);
  });

  it('flags nothing for a visitor outside the traffic share or where the test does not run', () => {
    setExperimentCookie('-');
    runShellScript('de');
    expect(document.documentElement.getAttribute('data-exp-shipping-speed')).toBe('control');
    pushEvent({ event: 'page_view' });
    setExperimentCookie('indicator');
    document.documentElement.removeAttribute('data-exp-shipping-speed');
    runShellScript('uk');
    expect(document.documentElement.hasAttribute('data-exp-shipping-speed')).toBe(false);
    pushEvent({ event: 'page_view' });
    expect(pushed()).toHaveLength(2);
    expect(pushed().every((event) => event.split_test === undefined)).toBe(true);
  });
});
