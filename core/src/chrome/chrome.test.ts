import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routing/routes.js';
import { HEADER_SHOWN, nextHeaderState } from './header-visibility.js';
import { bubbleSurvivesRouteChange, mobileMenuTopPadding, routeHasSku, searchResultTerm, speechBubbleMessage } from './speech-bubble.js';
import { marqueeSeconds, topBannerVisible } from './top-banner.js';
import { chatWidgetBottom, loadsAccessibilityWidget, widgetPlan } from './widgets.js';

const scroll = (...ys: number[]) => ys.reduce((state, scrollY) => nextHeaderState(state, { scrollY, blocked: false }), HEADER_SHOWN);

describe('header hide-on-scroll', () => {
  it('hides scrolling down past 100 px by 20 px or more, shows scrolling up by 20 px or more', () => {
    expect(scroll(300).hidden).toBe(true);
    expect(scroll(300, 280).hidden).toBe(false);
    expect(scroll(100, 119).hidden).toBe(false);
    expect(scroll(100, 120).hidden).toBe(true);
  });

  it('a 10 px wiggle changes nothing, either way', () => {
    expect(scroll(300, 290, 300, 290).hidden).toBe(true);
    expect(scroll(300, 200, 210, 200, 210).hidden).toBe(false);
  });

  it('small steps add up to the 20 px movement', () => {
    expect(scroll(300, 200, 210, 220).hidden).toBe(true);
  });

  it('never hides within 100 px of the top, nor while blocked', () => {
    expect(scroll(300, 100).hidden).toBe(false);
    expect(nextHeaderState(scroll(300), { scrollY: 600, blocked: true }).hidden).toBe(false);
  });
});

describe('top banner', () => {
  it('shows under 40 px of scroll only', () => {
    expect(topBannerVisible(0)).toBe(true);
    expect(topBannerVisible(39)).toBe(true);
    expect(topBannerVisible(40)).toBe(false);
  });

  it('a marquee lasts max(length / 7, 10) seconds', () => {
    expect(marqueeSeconds('short')).toBe(10);
    expect(marqueeSeconds('x'.repeat(70))).toBe(10);
    expect(marqueeSeconds('x'.repeat(140))).toBe(20);
    expect(marqueeSeconds('x'.repeat(77))).toBe(11);
  });
});

describe('speech bubble', () => {
  const texts = {
    addToCart: 'Great choice!',
    menuExpanded: 'Where to next?',
    resultsFound: 'I found {count} things',
    searchFocused: 'What are you looking for?',
    searchResult: 'Here you go: {term}',
  };

  it('search focus and results show 3000 ms; results say how many, or name the term when none', () => {
    expect(speechBubbleMessage(texts, { kind: 'search.focused' })).toEqual({
      text: 'What are you looking for?',
      variant: 'default',
      context: 'search',
      durationMs: 3000,
    });
    expect(speechBubbleMessage(texts, { kind: 'search.result', term: 'pink', count: 12 })).toMatchObject({
      text: 'I found 12 things',
      variant: 'highlight',
      durationMs: 3000,
    });
    expect(speechBubbleMessage(texts, { kind: 'search.result', term: 'pink', count: 0 })?.text).toBe('Here you go: pink');
    expect(speechBubbleMessage(texts, { kind: 'search.result', term: 'pink', count: null })?.text).toBe('Here you go: pink');
  });

  it('the open menu keeps its bubble while it lasts; adding to the cart is a transaction', () => {
    expect(speechBubbleMessage(texts, { kind: 'menu.expanded' })).toMatchObject({ variant: 'menu-expanded', durationMs: null });
    expect(speechBubbleMessage(texts, { kind: 'cart.added' })).toMatchObject({ variant: 'transaction', context: 'cart' });
  });

  it('an empty text shows no bubble', () => {
    expect(speechBubbleMessage({ ...texts, searchFocused: ' ' }, { kind: 'search.focused' })).toBeNull();
  });

  it('hides on a route change unless the route has a sku or the context is search', () => {
    expect(bubbleSurvivesRouteChange('cart', routeHasSku('/de/product/SOCK-0001'))).toBe(true);
    expect(bubbleSurvivesRouteChange('cart', routeHasSku('/de/diagnostics/product/A/B'))).toBe(true);
    expect(bubbleSurvivesRouteChange('search', routeHasSku('/de/adults/socks'))).toBe(true);
    expect(bubbleSurvivesRouteChange('menu', routeHasSku('/de/adults/socks'))).toBe(false);
    expect(bubbleSurvivesRouteChange('cart', routeHasSku('/de'))).toBe(false);
  });

  it('a search results page gives its term; other pages and empty terms none', () => {
    expect(searchResultTerm('/de/search', ' pink ')).toBe('pink');
    expect(searchResultTerm('/de/search/2', 'pink')).toBe('pink');
    expect(searchResultTerm('/de/search', '')).toBeNull();
    expect(searchResultTerm('/de/adults', 'pink')).toBeNull();
  });

  it('reads sku and search routes as the route table does', () => {
    const paths = [
      '/de',
      '/de/product/SOCK-1',
      '/de/product',
      '/de/product/a/b',
      '/de/diagnostics/product/A/B',
      '/de/diagnostics/product',
      '/de/search',
      '/de/search/3',
      '/de/search/3/x',
      '/de/adults/socks',
      '/de/faq/shipping',
    ];
    for (const path of paths) {
      const match = matchRoute(path);
      expect(routeHasSku(path), path).toBe(match?.params.sku !== undefined);
      expect(searchResultTerm(path, 'x') !== null, path).toBe(match?.route.name === 'storefront-search');
    }
  });

  it('the open mobile menu pads its top by the bubble height plus 36 px', () => {
    expect(mobileMenuTopPadding(40)).toBe(76);
    expect(mobileMenuTopPadding(0)).toBe(36);
  });
});

describe('widget slots', () => {
  it('the accessibility widget loads on us only; the chat widget sits 78 px up on us, 16 px elsewhere', () => {
    expect(loadsAccessibilityWidget('us')).toBe(true);
    expect(loadsAccessibilityWidget('de')).toBe(false);
    expect(chatWidgetBottom('us')).toBe(78);
    expect(chatWidgetBottom('fr')).toBe(16);
  });

  it('nothing loads unless configured', () => {
    expect(widgetPlan('us', {})).toEqual({ accessibility: null, chat: null });
    const urls = { accessibility: 'https://a.example/a.js', chat: 'https://c.example/c.js' };
    expect(widgetPlan('us', urls)).toEqual({ accessibility: urls.accessibility, chat: { src: urls.chat, bottom: 78 } });
    expect(widgetPlan('de', urls)).toEqual({ accessibility: null, chat: { src: urls.chat, bottom: 16 } });
    expect(widgetPlan('de', { accessibility: urls.accessibility })).toEqual({ accessibility: null, chat: null });
  });
});
