import { COUNTRY_CODES, findMarket, STOREFRONT_CODES } from '@sockshop/core/markets';
import { toMinor } from '@sockshop/core/pricing';
import type { Block } from '../content.wire.js';
import { storyUuid } from '../story-json.js';
import { type Language, tx, uid } from './i18n.js';

// Footer and top banner.
const SOCIAL = [
  ['instagram', 'https://www.instagram.com/sockshop'],
  ['facebook', 'https://www.facebook.com/sockshop'],
  ['youtube', 'https://www.youtube.com/@sockshop'],
  ['tiktok', 'https://www.tiktok.com/@sockshop'],
  ['external', 'https://happy.sockshop.example'],
] as const;

/** A multilink to a story as the CDN stores it: the target's uuid in `id`, its full slug in `cached_url`. */
export const storyLink = (fullSlug: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: storyUuid(fullSlug),
  url: '',
  cached_url: fullSlug,
});

export const socialLinks = (scope: string) => SOCIAL.map(([network, url]) => ({ _uid: uid(scope, 'social', network), network, url }));

const f = {
  help: tx('Help', 'Hilfe', 'Hulp', 'Aide'),
  company: tx('Company', 'Unternehmen', 'Bedrijf', 'Entreprise'),
  faq: tx('FAQ', 'FAQ', 'Veelgestelde vragen', 'FAQ'),
  shipping: tx('Shipping and returns', 'Versand und Rückgabe', 'Verzending en retour', 'Livraison et retours'),
  cookies: tx('Cookie policy', 'Cookie-Richtlinie', 'Cookiebeleid', 'Politique de cookies'),
  contact: tx('Contact us', 'Kontakt', 'Contact', 'Contact'),
  about: tx('About us', 'Über uns', 'Over ons', 'À propos'),
  news: tx('Happy news', 'Happy News', 'Happy news', 'Happy news'),
  corporate: tx('Corporate gifts', 'Firmengeschenke', 'Zakelijke cadeaus', "Cadeaux d'entreprise"),
  careers: tx('Careers', 'Karriere', 'Vacatures', 'Carrières'),
  terms: tx('Terms and conditions', 'AGB', 'Algemene voorwaarden', 'Conditions générales'),
  privacy: tx('Privacy', 'Datenschutz', 'Privacy', 'Confidentialité'),
  imprint: tx('Imprint', 'Impressum', 'Colofon', 'Mentions légales'),
  // The login page (content only: there are no accounts), reachable from the footer.
  login: tx('Log in', 'Anmelden', 'Inloggen', 'Connexion'),
  copyright: tx(
    '© 2026 Sock Shop. Spread happiness.',
    '© 2026 Sock Shop. Verbreite Freude.',
    '© 2026 Sock Shop. Verspreid geluk.',
    '© 2026 Sock Shop. Répandez le bonheur.',
  ),
};

export function footer(lang: Language): Block {
  const link = (key: keyof typeof f, url: string) => ({ text: f[key][lang], url, disabled: false, isHighlighted: false });
  return {
    _uid: 'shared-footer',
    component: 'footer',
    block_one: {
      title: f.help[lang],
      top_links: [link('faq', '/_default/faq'), link('shipping', '/_default/shipping'), link('cookies', '/_default/faq/cookie-policy')],
      bottom_links: [link('contact', 'mailto:hello@sockshop.example'), link('login', '/_default/login')],
    },
    block_two: {
      title: f.company[lang],
      links: [
        link('about', '/_default/about-us'),
        link('news', '/_default/happy-news'),
        link('corporate', '/_default/corporate-gifts'),
        link('careers', 'https://jobs.sockshop.example'),
      ],
    },
    social_links: socialLinks('footer'),
    bottom_bar_links: [link('terms', '/_default/terms'), link('privacy', '/_default/privacy'), link('imprint', '/_default/imprint')],
    copyright: f.copyright[lang],
  };
}

const freeFrom = tx(
  'Free shipping from {amount}',
  'Kostenloser Versand ab {amount}',
  'Gratis verzending vanaf {amount}',
  'Livraison gratuite dès {amount}',
);
const COLOURS = ['yellow', 'orange', 'blue', 'pink', 'green'];

/** A message per storefront code and per lower-cased country code (umbrella countries), with link and linkUs. */
export function topBanner(lang: Language, overrides: Partial<Record<string, string>> = {}): Block {
  const countryKeys = COUNTRY_CODES.filter((c) => !['GB', 'US'].includes(c)).map((c) => c.toLowerCase());
  const keys = [...STOREFRONT_CODES, ...countryKeys.filter((c) => !(STOREFRONT_CODES as readonly string[]).includes(c))];
  return {
    _uid: 'shared-top-banner',
    component: 'top_banner',
    messages: keys.map((key, i) => ({
      key,
      // `{amount}`: the shop fills in the market's threshold in its currency (symbol placement).
      message: overrides[key] ?? freeFrom[lang],
      background_color: COLOURS[i % COLOURS.length],
      link: storyLink('_default/shipping'),
      linkUs: storyLink('_default/faq/shipping-and-delivery'),
    })),
  };
}

/**
 * Free shipping from this products total, per country, in major units as an editor types them
 * (JPY and KRW have no minor unit, so 7000 is ¥7,000). The sandbox commerce service is started with the same amounts
 * (`freeShippingThresholdsMinor`), as a real backend is configured like its content.
 */
const THRESHOLDS: Partial<Record<(typeof COUNTRY_CODES)[number], number>> = {
  GB: 40,
  CH: 69,
  US: 50,
  SE: 499,
  DK: 375,
  NO: 549,
  CZ: 1249,
  JP: 7000,
  KR: 70000,
  SG: 75,
  IL: 75,
  AE: 75,
};
/** Euro countries. */
const DEFAULT_THRESHOLD = 49;

/** The thresholds in the minor units of each country's currency, for the commerce sandbox. */
export function freeShippingThresholdsMinor(): Record<string, number> {
  return Object.fromEntries(
    COUNTRY_CODES.map((country) => {
      const currency = findMarket(country, 'production')?.currency.code ?? 'EUR';
      return [country, toMinor(THRESHOLDS[country] ?? DEFAULT_THRESHOLD, currency)];
    }),
  );
}
export function freeShipping(): Block {
  return {
    _uid: 'shared-free-shipping',
    component: 'free_shipping',
    thresholds: COUNTRY_CODES.map((country) => ({ country, amount: String(THRESHOLDS[country] ?? DEFAULT_THRESHOLD) })),
  };
}
