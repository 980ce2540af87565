import type { Category } from '@sockshop/core/catalog';
import type { Block, ContentPage } from '@sockshop/core/content';

// The fallback source when shared content or categories cannot be fetched: a bare but working chrome.
const page = (slug: string, content: Block, id: number): ContentPage => ({
  id,
  uuid: `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`,
  name: slug,
  slug,
  full_slug: `_default/shared/${slug}`,
  content,
  lang: 'default',
});
const link = (text: string, url: string) => ({ text, url, disabled: false, isHighlighted: false });

export const DEFAULT_SHARED_CONTENT: readonly ContentPage[] = [
  page(
    'navigation',
    {
      _uid: 'default-navigation',
      component: 'navigation',
      items: [
        { _uid: 'nav-adults', text: 'Adults', url: '/adults/socks', sections: [] },
        { _uid: 'nav-kids', text: 'Kids', url: '/kids/socks', sections: [] },
      ],
    },
    1,
  ),
  page(
    'footer',
    {
      _uid: 'default-footer',
      component: 'footer',
      block_one: { title: 'Help', top_links: [link('FAQ', '/faq'), link('Shipping', '/shipping')], bottom_links: [] },
      block_two: { title: 'Company', links: [link('About us', '/about-us')] },
      social_links: [],
      bottom_bar_links: [],
      copyright: '© Sock Shop',
    },
    2,
  ),
  page('top-banner', { _uid: 'default-top-banner', component: 'top_banner', messages: [] }, 3),
  page(
    'newsletter',
    {
      _uid: 'default-newsletter',
      component: 'newsletter_settings',
      title: 'Get happy news',
      subtitle: '',
      button: 'Sign up',
      legal: '',
      successMessage: 'Welcome!',
      errorMessage: 'We could not sign you up. Please try again.',
    },
    4,
  ),
  page('free-shipping', { _uid: 'default-free-shipping', component: 'free_shipping', thresholds: [] }, 5),
  page('error-page', { _uid: 'default-error-page', component: 'error_page', description: { type: 'doc', content: [] } }, 6),
];

/** The category paths, so category pages keep working without the content service. */
export const DEFAULT_CATEGORIES: readonly Category[] = [
  ['adults/socks', 'Socks for adults'],
  ['kids/socks', 'Socks for kids'],
  ['collection/sneaker-socks', 'Sneaker socks'],
  ['collection/low-socks', 'Low socks'],
  ['collection/socks-for-men', 'Socks for men'],
  ['collection/socks-for-women', 'Socks for women'],
].map(([id = '', name = ''], index) => ({
  full_slug: `_default/categories/${id.replace('/', '-')}`,
  id: 100 + index,
  uuid: `00000000-0000-4000-b000-${String(index).padStart(12, '0')}`,
  lang: 'default',
  content: { name, id },
}));
