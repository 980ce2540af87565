import { describe, expect, it } from 'vitest';
import { bannerLink, bannerMessageFor, bannerTextColor } from './banner.js';
import { deviceOf, showsSearchBar } from './chrome.js';
import { flagUrl, iconUrl } from './links.js';

describe('page chrome', () => {
  it('hides the search bar on checkout, faq, about-us, happynews and corporate-gifts', () => {
    for (const path of ['/de/checkout/cart', '/de/faq/returns', '/de/about-us', '/de/happynews/post', '/de/corporate-gifts']) {
      expect(showsSearchBar(path), path).toBe(false);
    }
    expect(showsSearchBar('/de/adults/socks')).toBe(true);
    expect(showsSearchBar('/de/happy-news')).toBe(true);
  });

  it('yellow and orange get black text, others white', () => {
    expect(bannerTextColor('yellow')).toBe('black');
    expect(bannerTextColor(' Orange ')).toBe('black');
    expect(bannerTextColor('pink')).toBe('white');
    expect(bannerTextColor(undefined)).toBe('white');
  });

  it('banner message by lower-cased country, then storefront; linkUs on us', () => {
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

  it('device state from breakpoints', () => {
    expect([0, 959, 960, 1439, 1440, 3000].map(deviceOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('flags and icons', () => {
    expect(flagUrl('DE')).toBe('/flags/de.svg');
    expect(iconUrl('cart')).toBe('/icons/cart.svg');
  });
});
