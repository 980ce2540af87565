import type { Block } from '@sockshop/core/content';
import { type Language, tx, uid } from './i18n.js';

// spec §2 main header: nav items keyed by uid, each submenu has sections with a name and links.
// Urls are storefront-relative paths ('/adults/socks'); the ui prefixes the storefront code.
const t = {
  adults: tx('Adults', 'Erwachsene', 'Volwassenen', 'Adultes'),
  kids: tx('Kids', 'Kinder', 'Kinderen', 'Enfants'),
  gifts: tx('Gifts', 'Geschenke', 'Cadeaus', 'Cadeaux'),
  about: tx('About us', 'Über uns', 'Over ons', 'À propos'),
  categories: tx('Categories', 'Kategorien', 'Categorieën', 'Catégories'),
  collections: tx('Collections', 'Kollektionen', 'Collecties', 'Collections'),
  socks: tx('Socks', 'Socken', 'Sokken', 'Chaussettes'),
  sneaker: tx('Sneaker socks', 'Sneaker-Socken', 'Sneakersokken', 'Socquettes'),
  low: tx('Low socks', 'Kurze Socken', 'Lage sokken', 'Chaussettes basses'),
  men: tx('Socks for men', 'Socken für Herren', 'Sokken voor mannen', 'Chaussettes homme'),
  women: tx('Socks for women', 'Socken für Damen', 'Sokken voor vrouwen', 'Chaussettes femme'),
  underwear: tx('Underwear', 'Unterwäsche', 'Ondergoed', 'Sous-vêtements'),
  apparel: tx('Apparel', 'Kleidung', 'Kleding', 'Vêtements'),
  giftBoxes: tx('Gift boxes', 'Geschenkboxen', 'Cadeauboxen', 'Coffrets cadeaux'),
  corporate: tx('Corporate gifts', 'Firmengeschenke', 'Zakelijke cadeaus', "Cadeaux d'entreprise"),
  news: tx('Happy news', 'Happy News', 'Happy news', 'Happy news'),
  faq: tx('FAQ', 'FAQ', 'Veelgestelde vragen', 'FAQ'),
  shipping: tx('Shipping', 'Versand', 'Verzending', 'Livraison'),
  comingSoon: tx('Coming soon', 'Demnächst', 'Binnenkort', 'Bientôt'),
};

export function navigation(lang: Language): Block {
  const link = (text: keyof typeof t, url: string, extra: { disabled?: boolean; isHighlighted?: boolean } = {}) => ({
    text: t[text][lang],
    url,
    disabled: extra.disabled ?? false,
    isHighlighted: extra.isHighlighted ?? false,
  });
  const item = (key: keyof typeof t, url: string, sections: { name: keyof typeof t; links: ReturnType<typeof link>[] }[]) => ({
    _uid: uid('nav', key),
    text: t[key][lang],
    url,
    sections: sections.map((s) => ({ name: t[s.name][lang], links: s.links })),
  });
  return {
    _uid: 'shared-navigation',
    component: 'navigation',
    items: [
      item('adults', '/adults/socks', [
        {
          name: 'categories',
          links: [link('socks', '/adults/socks'), link('underwear', '/adults/underwear'), link('apparel', '/adults/apparel')],
        },
        {
          name: 'collections',
          links: [
            link('sneaker', '/collection/sneaker-socks', { isHighlighted: true }),
            link('low', '/collection/low-socks'),
            link('men', '/collection/socks-for-men'),
            link('women', '/collection/socks-for-women'),
          ],
        },
      ]),
      item('kids', '/kids/socks', [
        { name: 'categories', links: [link('socks', '/kids/socks'), link('underwear', '/kids/underwear', { disabled: true })] },
      ]),
      item('gifts', '/gifts/gift-boxes', [
        {
          name: 'categories',
          links: [link('giftBoxes', '/gifts/gift-boxes'), link('corporate', '/corporate-gifts', { isHighlighted: true })],
        },
      ]),
      item('about', '/about-us', [
        {
          name: 'about',
          links: [link('about', '/about-us'), link('news', '/happy-news'), link('faq', '/faq'), link('shipping', '/shipping')],
        },
      ]),
    ],
  };
}
