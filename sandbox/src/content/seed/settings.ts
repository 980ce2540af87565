import type { Block } from '../content.wire.js';
import { type Language, tx } from './i18n.js';
import { doc, link, p } from './rich-text.js';

// The settings stories of the shared folder.
export const newsletterTexts = {
  title: tx('Get happy news', 'Hol dir Happy News', 'Ontvang happy news', 'Recevez les happy news'),
  subtitle: tx(
    'New colours, early access and 10% off your first order.',
    'Neue Farben, früher Zugang und 10 % Rabatt auf deine erste Bestellung.',
    'Nieuwe kleuren, vroege toegang en 10% korting op je eerste bestelling.',
    'Nouvelles couleurs, accès anticipé et 10 % sur votre première commande.',
  ),
  button: tx('Sign up', 'Anmelden', 'Aanmelden', "S'inscrire"),
  // The newsletter email field's placeholder.
  placeholder: tx('you@example.com', 'du@beispiel.de', 'jij@voorbeeld.nl', 'vous@exemple.fr'),
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
