import { describe, expect, it } from 'vitest';
import { bannerLink, bannerMessageFor, bannerTextColor, topBannerVisible } from './banner.js';
import { chatWidgetOffset, deviceOf, loadsAccessibilityWidget, shouldHideHeader, showsSearchBar } from './chrome.js';
import { flagUrl, iconUrl, isExternalLink, linkHref, linkTarget } from './links.js';

describe('page chrome', () => {
  it('§2 hides the search bar on checkout, faq, about-us, happynews and corporate-gifts', () => {
    for (const path of ['/de/checkout/cart', '/de/faq/returns', '/de/about-us', '/de/happynews/post', '/de/corporate-gifts']) {
      expect(showsSearchBar(path), path).toBe(false);
    }
    expect(showsSearchBar('/de/adults/socks')).toBe(true);
    expect(showsSearchBar('/de/happy-news')).toBe(true);
  });

  it('§2 top banner: hidden on checkout, shown under 40 px of scroll', () => {
    expect(topBannerVisible({ path: '/de', scrollY: 39 })).toBe(true);
    expect(topBannerVisible({ path: '/de', scrollY: 40 })).toBe(false);
    expect(topBannerVisible({ path: '/de/checkout/cart', scrollY: 0 })).toBe(false);
  });

  it('§2 yellow and orange get black text, others white', () => {
    expect(bannerTextColor('yellow')).toBe('black');
    expect(bannerTextColor(' Orange ')).toBe('black');
    expect(bannerTextColor('pink')).toBe('white');
    expect(bannerTextColor(undefined)).toBe('white');
  });

  it('§2 banner message by lower-cased country, then storefront; linkUs on us', () => {
    const banner = {
      messages: [
        { key: 'eu', message: 'Free shipping in Europe', background_color: 'pink' },
        { key: 'hr', message: 'Besplatna dostava', background_color: 'yellow' },
        {
          key: 'us',
          message: 'Free US shipping',
          background_color: 'orange',
          link: { linktype: 'story' as const, url: '', cached_url: 'de/sale' },
          linkUs: { linktype: 'url' as const, url: 'https://example.com/us', cached_url: '' },
        },
      ],
    };
    expect(bannerMessageFor(banner, 'HR', 'eu')?.message).toBe('Besplatna dostava');
    expect(bannerMessageFor(banner, 'SE', 'eu')?.message).toBe('Free shipping in Europe');
    expect(bannerMessageFor(banner, 'JP', 'gl')).toBeNull();
    expect(bannerMessageFor(null, 'DE', 'de')).toBeNull();
    const us = bannerMessageFor(banner, 'US', 'us')!;
    expect(bannerLink(us, 'us')).toBe('https://example.com/us');
    expect(bannerLink(us, 'de')).toBe('/de/sale');
    expect(bannerLink(bannerMessageFor(banner, 'HR', 'eu')!, 'eu')).toBeNull();
  });

  it('§2 header hides scrolling down past 100 px by 20 px or more', () => {
    const base = { scrollY: 300, previousScrollY: 250, hidden: false, messageShowing: false, submenuOpen: false, hideOnScroll: true };
    expect(shouldHideHeader(base)).toBe(true);
    expect(shouldHideHeader({ ...base, previousScrollY: 290 })).toBe(false);
    expect(shouldHideHeader({ ...base, previousScrollY: 290, hidden: true })).toBe(true);
    expect(shouldHideHeader({ ...base, scrollY: 200, previousScrollY: 260, hidden: true })).toBe(false);
    expect(shouldHideHeader({ ...base, scrollY: 100, previousScrollY: 50 })).toBe(false);
    expect(shouldHideHeader({ ...base, messageShowing: true })).toBe(false);
    expect(shouldHideHeader({ ...base, submenuOpen: true })).toBe(false);
    expect(shouldHideHeader({ ...base, hideOnScroll: false })).toBe(false);
  });

  it('§2 device state from breakpoints', () => {
    expect([0, 959, 960, 1439, 1440, 3000].map(deviceOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('§2 widgets: accessibility only on us, chat 78 px on us else 16', () => {
    expect(loadsAccessibilityWidget('us')).toBe(true);
    expect(loadsAccessibilityWidget('de')).toBe(false);
    expect(chatWidgetOffset('us')).toBe(78);
    expect(chatWidgetOffset('nl')).toBe(16);
  });

  it('§2 links starting with http open in a new tab', () => {
    expect(isExternalLink('https://instagram.com/x')).toBe(true);
    expect(linkTarget('http://example.com')).toBe('_blank');
    expect(linkTarget('/de/faq')).toBe('_self');
    expect(linkHref(undefined)).toBeNull();
    expect(linkHref({ linktype: 'story', url: '', cached_url: '' })).toBeNull();
    expect(linkHref({ linktype: 'url', url: '', cached_url: 'x' })).toBe('x');
  });

  it('§2 flags and icons', () => {
    expect(flagUrl('DE')).toBe('/flags/de.png');
    expect(iconUrl('cart')).toBe('/icons/cart.svg');
  });
});
