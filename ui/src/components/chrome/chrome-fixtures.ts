// Test data: chrome content shaped as the content sandbox seeds it.
import type { Footer, Navigation } from '@sockshop/core/content';

const link = (text: string, url: string, extra: { disabled?: boolean; isHighlighted?: boolean } = {}) => ({
  text,
  url,
  disabled: extra.disabled ?? false,
  isHighlighted: extra.isHighlighted ?? false,
});

export const NAVIGATION: Navigation = {
  component: 'navigation',
  items: [
    {
      _uid: 'adults',
      text: 'Adults',
      url: '/de/adults',
      sections: [
        { name: 'Socks', links: [link('All socks', '/de/adults/socks'), link('Sale', '/de/sale', { isHighlighted: true })] },
        { name: 'Soon', links: [link('Coming soon', '/de/soon', { disabled: true })] },
      ],
    },
    { _uid: 'gifts', text: 'Gifts', url: '/de/gifts', sections: [] },
  ],
};

export const FOOTER: Footer = {
  component: 'footer',
  block_one: { title: 'Help', top_links: [link('FAQ', '/de/faq')], bottom_links: [link('Shipping', '/de/shipping')] },
  block_two: { title: 'About', links: [link('About us', '/de/about-us'), link('Jobs', 'https://jobs.example/')] },
  social_links: [
    { _uid: 's1', network: 'instagram', url: 'https://instagram.example/socks' },
    { _uid: 's2', network: 'tiktok', url: 'https://tiktok.example/@socks' },
    { _uid: 's3', network: 'external', url: 'https://www.blog.example/' },
  ],
  bottom_bar_links: [link('Imprint', '/de/imprint'), link('Privacy', 'http://privacy.example/')],
  copyright: '© 2026 Sock Shop',
};
