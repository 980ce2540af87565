import type { Block } from '../content.wire.js';
import { storyLink } from './chrome.js';
import { type Language, tx, uid } from './i18n.js';
import { doc, link, p } from './rich-text.js';

// spec §3 "Content entities": the settings stories of the shared folder.
export const newsletterTexts = {
  title: tx('Get happy news', 'Hol dir Happy News', 'Ontvang happy news', 'Recevez les happy news'),
  subtitle: tx(
    'New colours, early access and 10% off your first order.',
    'Neue Farben, früher Zugang und 10 % Rabatt auf deine erste Bestellung.',
    'Nieuwe kleuren, vroege toegang en 10% korting op je eerste bestelling.',
    'Nouvelles couleurs, accès anticipé et 10 % sur votre première commande.',
  ),
  button: tx('Sign up', 'Anmelden', 'Aanmelden', "S'inscrire"),
  legal: tx(
    'You can unsubscribe at any time.',
    'Du kannst dich jederzeit abmelden.',
    'Je kunt je altijd afmelden.',
    'Vous pouvez vous désinscrire à tout moment.',
  ),
  successMessage: tx(
    'Welcome! Check your inbox.',
    'Willkommen! Schau in dein Postfach.',
    'Welkom! Kijk in je inbox.',
    'Bienvenue ! Consultez votre boîte mail.',
  ),
  errorMessage: tx(
    'We could not sign you up. Please try again.',
    'Die Anmeldung hat nicht geklappt. Bitte versuche es erneut.',
    'Aanmelden is niet gelukt. Probeer het opnieuw.',
    "L'inscription a échoué. Veuillez réessayer.",
  ),
};
export const newsletterFields = (lang: Language) =>
  Object.fromEntries(Object.entries(newsletterTexts).map(([key, texts]) => [key, texts[lang]])) as Record<
    keyof typeof newsletterTexts,
    string
  >;

export const newsletterSettings = (lang: Language): Block => ({
  _uid: 'shared-newsletter',
  component: 'newsletter_settings',
  ...newsletterFields(lang),
});

export const checkoutBanner = (lang: Language): Block => ({
  _uid: 'shared-checkout-banner',
  component: 'checkout_banner',
  message: tx(
    'Order before 3 pm and we ship today',
    'Vor 15 Uhr bestellt, heute versandt',
    'Voor 15.00 uur besteld, vandaag verzonden',
    'Commandé avant 15 h, expédié le jour même',
  )[lang],
  background_color: 'yellow',
  link: storyLink('_default/shipping'),
});

export const speechBubble = (lang: Language): Block => ({
  _uid: 'shared-speech-bubble',
  component: 'speech_bubble',
  addToCart: tx('Great choice!', 'Gute Wahl!', 'Goede keuze!', 'Excellent choix !')[lang],
  menuExpanded: tx('Where to next?', 'Wohin als Nächstes?', 'Waar naartoe?', 'On va où ?')[lang],
  resultsFound: tx(
    'I found {count} happy things',
    'Ich habe {count} fröhliche Dinge gefunden',
    'Ik vond {count} vrolijke dingen',
    "J'ai trouvé {count} choses joyeuses",
  )[lang],
  searchFocused: tx('What are you looking for?', 'Was suchst du?', 'Waar zoek je naar?', 'Que cherchez-vous ?')[lang],
  searchResult: tx('Here you go: {term}', 'Bitte schön: {term}', 'Alsjeblieft: {term}', 'Et voilà : {term}')[lang],
});

const SEGMENTS = [
  { id: 'gifting', campaigns: ['christmas', 'valentines'], contents: ['gift-box'], hideNewsletter: false },
  { id: 'sneakers', campaigns: ['summer-sneakers'], contents: ['sneaker-socks', 'low-socks'], hideNewsletter: true },
  { id: 'kids', campaigns: ['back-to-school'], contents: [], hideNewsletter: false },
];
export const segments = (): Block => ({
  _uid: 'shared-segments',
  component: 'segments',
  segments: SEGMENTS.map((s) => ({
    uid: uid('segment', s.id),
    id: s.id,
    utmCampaigns: s.campaigns,
    utmContents: s.contents,
    hideNewsletter: s.hideNewsletter,
  })),
});

export const popups = (lang: Language): Block => ({
  _uid: 'shared-popups',
  component: 'popups',
  popups: SEGMENTS.map((s) => ({
    _uid: uid('popup', s.id),
    segment: s.id,
    title: tx('A little something for you', 'Eine Kleinigkeit für dich', 'Iets kleins voor jou', 'Un petit quelque chose pour vous')[lang],
    body: doc(
      p(
        tx(
          'Use code HAPPY10 for 10% off. ',
          'Mit dem Code HAPPY10 sparst du 10 %. ',
          'Met code HAPPY10 krijg je 10% korting. ',
          'Code HAPPY10 : 10 % de remise. ',
        )[lang],
        link('FAQ', '/_default/faq'),
      ),
    ),
    delay_seconds: '8',
  })),
});

export const upsells = (lang: Language): Block => ({
  _uid: 'shared-upsells',
  component: 'upsells',
  upsells: SEGMENTS.map((s, i) => ({
    identifier: s.id,
    widgetId: `upsell-${s.id}`,
    description: tx('Complete the look', 'Mach den Look komplett', 'Maak de look compleet', 'Complétez le look')[lang],
    variables: [
      { key: '$segment', value: s.id },
      { key: '$limit', value: String(4 + i) },
    ],
  })),
});

const SIZE_ROWS: Record<string, [string, string, string][]> = {
  'adults-socks': [
    ['36-40', '3.5-6.5', '4.5-7.5'],
    ['41-46', '7-11', '8-12'],
  ],
  'kids-socks': [
    ['0-6 months', '-', '-'],
    ['2-3 years', '7-9.5', '7.5-10'],
    ['4-6 years', '10-12.5', '10.5-13'],
  ],
};
export const sizeGuides = (lang: Language): Block => ({
  _uid: 'shared-size-guides',
  component: 'size_guides',
  guides: Object.entries(SIZE_ROWS).map(([key, rows]) => ({
    _uid: uid('size-guide', key),
    key,
    title: tx('Size guide', 'Größentabelle', 'Maattabel', 'Guide des tailles')[lang],
    table: {
      thead: ['EU', 'UK', 'US'].map((value) => ({ _uid: uid(key, 'head', value), value })),
      tbody: rows.map((row, r) => ({ _uid: uid(key, 'row', r), body: row.map((value, c) => ({ _uid: uid(key, r, c), value })) })),
    },
  })),
});

const FACETS = [
  ['color', 'colour', 'facet', 'colour', 'color', 'color_'],
  ['material', 'material', 'facet', 'material', 'material', 'material_'],
  ['size', 'availableSizes', 'facet', 'size', 'size', ''],
  ['badges', 'badges', 'facet', 'badges', 'badge', 'badge_'],
  ['price', 'price', 'filter', 'price', 'price', ''],
  ['category', 'categories', 'filter', 'filters', 'category', ''],
] as const;
export const facets = (): Block => ({
  _uid: 'shared-facets',
  component: 'facets',
  facets: FACETS.map(([key, apiId, type, translationKey, queryParam, apiItemsPrefix]) => ({
    key,
    apiId,
    type,
    translationKey,
    queryParam,
    apiItemsPrefix,
  })),
});

export const errorPage = (lang: Language): Block => ({
  _uid: 'shared-error-page',
  component: 'error_page',
  description: doc(
    p(
      tx(
        'The page you were looking for has walked off like a lonely sock.',
        'Die gesuchte Seite ist verschwunden wie eine einzelne Socke.',
        'De pagina die je zoekt is verdwenen als een losse sok.',
        'La page que vous cherchez a disparu comme une chaussette orpheline.',
      )[lang],
    ),
    p(
      tx('Try the search or ', 'Versuch es mit der Suche oder ', 'Probeer de zoekfunctie of ', 'Essayez la recherche ou ')[lang],
      link(tx('read the FAQ', 'lies die FAQ', 'lees de FAQ', 'lisez la FAQ')[lang], '/_default/faq'),
      '.',
    ),
  ),
});
