import type { Block } from '@sockshop/core/content';
import type { ContentFixture } from '../fakes/content.fake.js';

// The content every ContentPort implementation is seeded with for the contract suite.
const page = (title: string, extra: Record<string, unknown> = {}): Block => ({
  _uid: `page-${title}`,
  component: 'page',
  title,
  body: [],
  ...extra,
});
const link = (text: string, url: string) => ({ text, url });
const footer = (copyright: string): Block => ({
  _uid: `footer-${copyright}`,
  component: 'footer',
  block_one: { title: 'Service', top_links: [link('Returns', '/faq/returns')], bottom_links: [] },
  block_two: { title: 'About', links: [link('About us', '/about-us')] },
  social_links: [],
  bottom_bar_links: [],
  copyright,
});
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const setting = (slug: string, content: Record<string, unknown>) => ({
  full_slug: `_default/shared/${slug}`,
  name: slug,
  content: { _uid: slug, ...content } as Block,
});
const category = (name: string, id?: string): Block => ({ _uid: `category-${name}`, component: 'category', name, ...(id ? { id } : {}) });

export const CONTENT_FIXTURE: ContentFixture = {
  stories: [
    { full_slug: '_default/home', name: 'Home', content: page('Home'), translations: { de: page('Startseite'), fr: page('Accueil') } },
    { full_slug: 'us/home', name: 'Home (US)', content: page('Home for the US') },
    { full_slug: '_default/about-us', name: 'About us', content: page('About us') },
    { full_slug: '_default/faq/ordering', name: 'Ordering', content: page('Ordering') },
    { full_slug: '_default/faq/returns', name: 'Returns', content: page('Returns') },
    { full_slug: 'us/faq/returns', name: 'Returns (US)', content: page('Returns in the US') },
    { full_slug: 'us/faq/sales-tax', name: 'Sales tax', content: page('Sales tax') },
    {
      full_slug: '_default/shared/navigation',
      name: 'Navigation',
      content: { _uid: 'nav', component: 'navigation', items: [{ _uid: 'socks', text: 'Socks', url: '/socks', sections: 'not a list' }] },
    },
    { full_slug: '_default/shared/footer', name: 'Footer', content: footer('© Default'), translations: { nl: footer('© Standaard') } },
    { full_slug: 'uk/shared/footer', name: 'Footer (UK)', content: footer('© UK') },
    setting('top-banner', { component: 'top_banner', messages: [{ key: 'de', message: 'Free shipping from {amount}' }] }),
    setting('free-shipping', { component: 'free_shipping', thresholds: [{ country: 'DE', amount: '49' }] }),
    setting('newsletter', { component: 'newsletter_settings', title: 'Happy news' }),
    setting('size-guides', { component: 'size_guides', guides: [] }),
    {
      full_slug: 'de/shared/checkout-banner',
      name: 'Checkout banner',
      content: { _uid: 'cb', component: 'checkout_banner', message: 'Danke' },
    },
    setting('speech-bubble', {
      component: 'speech_bubble',
      addToCart: 'Added!',
      menuExpanded: 'Look around',
      resultsFound: '{count} found',
      searchFocused: 'Type away',
      searchResult: 'Nothing for {term}',
    }),
    {
      full_slug: 'fr/shared/speech-bubble',
      name: 'Speech bubble (FR)',
      content: { _uid: 'sb-fr', component: 'speech_bubble', addToCart: 'Ajouté' },
    },
    setting('error-page', { component: 'error_page', description: paragraph('Try the search') }),
    {
      full_slug: '_default/categories/adults-socks',
      name: 'Adult socks',
      content: category('Socks for adults', 'adults/socks'),
      translations: { de: category('Socken für Erwachsene', 'adults/socks') },
    },
    { full_slug: '_default/categories/kids-socks', name: 'Kids socks', content: category('Socks for kids', 'kids/socks') },
    { full_slug: '_default/categories/broken', name: 'Broken', content: category('No id') },
  ],
  datasources: {
    translations: [
      { name: 'addToCart', value: 'Add to cart', dimensions: { de: 'In den Warenkorb', nl: 'In winkelwagen', fr: 'Ajouter au panier' } },
      { name: 'onlyEnglish', value: 'Only in English' },
    ],
  },
};
