import type { Block } from '../content.wire.js';
import { type Language, tx, uid } from './i18n.js';

// Main header: nav items keyed by uid, each submenu has sections with a name and links.
// Internal urls are written under the placeholder ('/_default/adults/socks'), as story links' cached_url are:
// the ui swaps '/_default/' for the shopper's storefront (shared content serves every storefront).
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
      item('adults', '/_default/adults/socks', [
        {
          name: 'categories',
          links: [
            link('socks', '/_default/adults/socks'),
            link('underwear', '/_default/adults/underwear'),
            link('apparel', '/_default/adults/apparel'),
          ],
        },
        {
          name: 'collections',
          links: [
            link('sneaker', '/_default/collection/sneaker-socks', { isHighlighted: true }),
            link('low', '/_default/collection/low-socks'),
            link('men', '/_default/collection/socks-for-men'),
            link('women', '/_default/collection/socks-for-women'),
          ],
        },
      ]),
      item('kids', '/_default/kids/socks', [
        {
          name: 'categories',
          links: [link('socks', '/_default/kids/socks'), link('underwear', '/_default/kids/underwear', { disabled: true })],
        },
      ]),
      item('gifts', '/_default/gifts/gift-boxes', [
        {
          name: 'categories',
          links: [link('giftBoxes', '/_default/gifts/gift-boxes'), link('corporate', '/_default/corporate-gifts', { isHighlighted: true })],
        },
      ]),
      item('about', '/_default/about-us', [
        {
          name: 'about',
          links: [
            link('about', '/_default/about-us'),
            link('news', '/_default/happy-news'),
            link('faq', '/_default/faq'),
            link('shipping', '/_default/shipping'),
          ],
        },
      ]),
    ],
  };
}
