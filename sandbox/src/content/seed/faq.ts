import type { SeedStory } from '../content.types.js';
import { faq, page, richText } from './blocks.js';
import { localized, type Texts, tx } from './i18n.js';
import { doc, p } from './rich-text.js';

// /faq with children /faq/{faq_section} and /faq/cookie-policy.
const SECTIONS: { slug: string; title: Texts; questions: [Texts, Texts][] }[] = [
  {
    slug: 'ordering',
    title: tx('Ordering', 'Bestellen', 'Bestellen', 'Commander'),
    questions: [
      [
        tx(
          'Can I change my order?',
          'Kann ich meine Bestellung ändern?',
          'Kan ik mijn bestelling wijzigen?',
          'Puis-je modifier ma commande ?',
        ),
        tx(
          'Within one hour of ordering, write to us.',
          'Innerhalb einer Stunde nach der Bestellung, schreib uns.',
          'Binnen een uur na je bestelling, mail ons.',
          'Dans l’heure qui suit, écrivez-nous.',
        ),
      ],
      [
        tx('Do I need an account?', 'Brauche ich ein Konto?', 'Heb ik een account nodig?', 'Faut-il un compte ?'),
        tx(
          'No, you order as a guest.',
          'Nein, du bestellst als Gast.',
          'Nee, je bestelt als gast.',
          'Non, vous commandez en tant qu’invité.',
        ),
      ],
    ],
  },
  {
    slug: 'shipping-and-delivery',
    title: tx('Shipping and delivery', 'Versand und Lieferung', 'Verzending en levering', 'Livraison'),
    questions: [
      [
        tx(
          'How long does delivery take?',
          'Wie lange dauert die Lieferung?',
          'Hoe lang duurt de levering?',
          'Quel est le délai de livraison ?',
        ),
        tx(
          '2 to 5 working days in Europe, 3 to 7 in the US.',
          '2 bis 5 Werktage in Europa, 3 bis 7 in den USA.',
          '2 tot 5 werkdagen in Europa, 3 tot 7 in de VS.',
          '2 à 5 jours ouvrés en Europe, 3 à 7 aux États-Unis.',
        ),
      ],
      [
        tx('Where do you ship from?', 'Von wo versendet ihr?', 'Vanwaar verzenden jullie?', 'D’où expédiez-vous ?'),
        tx(
          'From our warehouses in the Netherlands and the US.',
          'Aus unseren Lagern in den Niederlanden und den USA.',
          'Vanuit onze magazijnen in Nederland en de VS.',
          'De nos entrepôts aux Pays-Bas et aux États-Unis.',
        ),
      ],
    ],
  },
  {
    slug: 'returns',
    title: tx('Returns', 'Rückgabe', 'Retourneren', 'Retours'),
    questions: [
      [
        tx('How do I return an item?', 'Wie sende ich etwas zurück?', 'Hoe retourneer ik iets?', 'Comment retourner un article ?'),
        tx(
          'Use the return label in your parcel.',
          'Nutze das Rücksendeetikett im Paket.',
          'Gebruik het retourlabel in je pakket.',
          'Utilisez l’étiquette de retour du colis.',
        ),
      ],
      [
        tx(
          'When do I get my money back?',
          'Wann bekomme ich mein Geld zurück?',
          'Wanneer krijg ik mijn geld terug?',
          'Quand serai-je remboursé ?',
        ),
        tx(
          'Within 14 days of receiving your return.',
          'Innerhalb von 14 Tagen nach Eingang.',
          'Binnen 14 dagen na ontvangst.',
          'Sous 14 jours après réception.',
        ),
      ],
    ],
  },
  {
    slug: 'payment',
    title: tx('Payment', 'Zahlung', 'Betaling', 'Paiement'),
    questions: [
      [
        tx(
          'Which payment methods do you accept?',
          'Welche Zahlungsarten gibt es?',
          'Welke betaalmethoden accepteren jullie?',
          'Quels moyens de paiement acceptez-vous ?',
        ),
        tx(
          'Cards, PayPal and local wallets.',
          'Karten, PayPal und lokale Wallets.',
          'Kaarten, PayPal en lokale wallets.',
          'Cartes, PayPal et portefeuilles locaux.',
        ),
      ],
      [
        tx('Is paying safe?', 'Ist die Zahlung sicher?', 'Is betalen veilig?', 'Le paiement est-il sûr ?'),
        tx(
          'Card data never reaches our servers.',
          'Kartendaten erreichen nie unsere Server.',
          'Kaartgegevens komen nooit op onze servers.',
          'Les données de carte n’atteignent jamais nos serveurs.',
        ),
      ],
    ],
  },
];

const questionsTitle = tx('Questions and answers', 'Fragen und Antworten', 'Vragen en antwoorden', 'Questions et réponses');
const faqTitle = tx('Frequently asked questions', 'Häufige Fragen', 'Veelgestelde vragen', 'Questions fréquentes');
const faqIntro = tx(
  'Answers to what shoppers ask us most, by topic.',
  'Antworten auf die häufigsten Fragen, nach Thema.',
  'Antwoorden op wat klanten ons het vaakst vragen, per onderwerp.',
  'Les réponses aux questions les plus fréquentes, par thème.',
);
const cookieTitle = tx('Cookie policy', 'Cookie-Richtlinie', 'Cookiebeleid', 'Politique de cookies');
const cookieText = tx(
  'We use functional cookies to keep your cart and market, and analytics cookies only with your consent.',
  'Wir nutzen funktionale Cookies für Warenkorb und Land, Analyse-Cookies nur mit deiner Zustimmung.',
  'We gebruiken functionele cookies voor je winkelwagen en land, analytische cookies alleen met jouw toestemming.',
  'Nous utilisons des cookies fonctionnels pour votre panier et votre pays, et des cookies analytiques seulement avec votre accord.',
);

export function faqStories(prefix: string): SeedStory[] {
  const sections = SECTIONS.map((section, position) =>
    localized(
      `${prefix}/faq/${section.slug}`,
      section.title.en,
      (lang) =>
        page(`faq-${section.slug}`, section.title[lang], [
          // The page's h1 names the section; the block's own heading says what follows (no repeats).
          faq(
            `faq-${section.slug}`,
            questionsTitle[lang],
            section.questions.map(([q, a]) => [q[lang], a[lang]]),
          ),
        ]),
      { position },
    ),
  );
  return [
    localized(`${prefix}/faq`, 'FAQ', (lang) =>
      // The sections are listed by the page itself, from the FAQ folder (the FAQ links its sections).
      page('faq', faqTitle[lang], [richText('faq', doc(p(faqIntro[lang])))]),
    ),
    ...sections,
    localized(
      `${prefix}/faq/cookie-policy`,
      'Cookie policy',
      (lang) => page('cookie-policy', cookieTitle[lang], [richText('cookie-policy', doc(p(cookieText[lang])))]),
      {
        position: SECTIONS.length,
      },
    ),
  ];
}
