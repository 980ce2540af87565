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
    { full_slug: '_default/shared/navigation', name: 'Navigation', content: { _uid: 'nav', component: 'navigation', items: [] } },
    {
      full_slug: '_default/shared/footer',
      name: 'Footer',
      content: { _uid: 'footer', component: 'footer', copyright: '© Default' },
      translations: { nl: { _uid: 'footer', component: 'footer', copyright: '© Standaard' } },
    },
    { full_slug: 'uk/shared/footer', name: 'Footer (UK)', content: { _uid: 'footer-uk', component: 'footer', copyright: '© UK' } },
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
    constants: [
      { name: 'productListPageSize', value: '64' },
      { name: 'supportEmail', value: 'hello@example.test', dimensions: { de: 'hallo@example.test' } },
    ],
  },
};
