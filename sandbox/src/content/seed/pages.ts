import type { SeedStory } from '../content.types.js';
import { storyUuid } from '../story-json.js';
import { accordion, blurb, hero, page, productList, promo, richText } from './blocks.js';
import { type Company, SAMPLE_COMPANY, SAMPLE_NOTE } from './company.js';
import { type Language, localized, type Texts, tx } from './i18n.js';
import { POSTS } from './posts.js';
import { doc, h, italic, link, p, paragraphs, ul } from './rich-text.js';

// Fixed content pages (page types): about-us, shipping, blog, campaign, login, category landings.
const t = {
  about: tx('About us', 'Über uns', 'Over ons', 'À propos'),
  aboutText: tx(
    'We make colourful socks that spread happiness, one pair at a time.',
    'Wir machen bunte Socken, die Freude verbreiten, Paar für Paar.',
    'We maken kleurrijke sokken die geluk verspreiden, paar voor paar.',
    'Nous créons des chaussettes colorées qui répandent la joie, paire après paire.',
  ),
  shipping: tx('Shipping and returns', 'Versand und Rückgabe', 'Verzending en retour', 'Livraison et retours'),
  shippingText: tx(
    'We ship from the Netherlands and the US. Returns are free within 30 days.',
    'Wir versenden aus den Niederlanden und den USA. Rückgaben sind 30 Tage kostenlos.',
    'We verzenden vanuit Nederland en de VS. Retourneren is 30 dagen gratis.',
    'Nous expédions depuis les Pays-Bas et les États-Unis. Retours gratuits sous 30 jours.',
  ),
  times: tx('Delivery times', 'Lieferzeiten', 'Levertijden', 'Délais de livraison'),
  europeTitle: tx('Europe', 'Europa', 'Europa', 'Europe'),
  worldTitle: tx('Rest of the world', 'Rest der Welt', 'Rest van de wereld', 'Reste du monde'),
  europe: tx('Europe: 2 to 5 working days', 'Europa: 2 bis 5 Werktage', 'Europa: 2 tot 5 werkdagen', 'Europe : 2 à 5 jours ouvrés'),
  world: tx(
    'Rest of the world: 5 to 10 working days',
    'Rest der Welt: 5 bis 10 Werktage',
    'Rest van de wereld: 5 tot 10 werkdagen',
    'Reste du monde : 5 à 10 jours ouvrés',
  ),
  news: tx('Happy news', 'Happy News', 'Happy news', 'Happy news'),
  newsText: tx(
    'Stories from the sock drawer.',
    'Geschichten aus der Sockenschublade.',
    'Verhalen uit de sokkenla.',
    'Histoires du tiroir à chaussettes.',
  ),
  corporate: tx('Corporate gifts', 'Firmengeschenke', 'Zakelijke cadeaus', "Cadeaux d'entreprise"),
  corporateText: tx(
    'Gift boxes in your colours for your team and clients.',
    'Geschenkboxen in euren Farben für Team und Kunden.',
    'Cadeauboxen in jullie kleuren voor team en klanten.',
    'Des coffrets à vos couleurs pour vos équipes et clients.',
  ),
  story: tx('Our story', 'Unsere Geschichte', 'Ons verhaal', 'Notre histoire'),
  storyText: [
    tx(
      'It started in 2008 with a drawer full of grey socks and the feeling that getting dressed could be more fun.',
      'Angefangen hat alles 2008 mit einer Schublade voller grauer Socken und dem Gefühl, dass Anziehen mehr Spaß machen könnte.',
      'Het begon in 2008 met een la vol grijze sokken en het gevoel dat aankleden leuker kon.',
      'Tout a commencé en 2008 avec un tiroir plein de chaussettes grises et l’envie de rendre l’habillage plus amusant.',
    ),
    tx(
      'Today our designers draw every pattern in Stockholm, and a family-run mill knits them from combed cotton.',
      'Heute zeichnen unsere Designer jedes Muster in Stockholm, und eine Familienstrickerei strickt sie aus gekämmter Baumwolle.',
      'Vandaag tekenen onze ontwerpers elk patroon in Stockholm en breit een familiebedrijf ze van gekamd katoen.',
      'Aujourd’hui, nos designers dessinent chaque motif à Stockholm et un atelier familial les tricote en coton peigné.',
    ),
  ],
  delivery: tx('Delivered where you need them', 'Geliefert, wohin ihr wollt', 'Geleverd waar je ze nodig hebt', 'Livrés là où il faut'),
  deliveryText: tx(
    'To one office or to every team member at home, with a card in your words.',
    'An ein Büro oder zu jedem im Team nach Hause, mit einer Karte in euren Worten.',
    'Naar één kantoor of bij elk teamlid thuis, met een kaartje in jullie woorden.',
    'Dans un bureau ou chez chaque membre de l’équipe, avec une carte à vos mots.',
  ),
  quote: tx('Ask for a quote', 'Angebot anfragen', 'Offerte aanvragen', 'Demander un devis'),
  giftBoxes: tx('Gift boxes', 'Geschenkboxen', 'Cadeauboxen', 'Coffrets cadeaux'),
  logo: tx('Your logo', 'Euer Logo', 'Jullie logo', 'Votre logo'),
  logoText: tx(
    'Custom sleeves from 100 boxes.',
    'Eigene Banderolen ab 100 Boxen.',
    'Eigen wikkels vanaf 100 boxen.',
    'Fourreaux personnalisés dès 100 coffrets.',
  ),
  login: tx('Log in', 'Anmelden', 'Inloggen', 'Connexion'),
  loginText: tx(
    'There are no accounts: you can order as a guest and follow your order by email.',
    'Es gibt keine Konten: Du bestellst als Gast und verfolgst deine Bestellung per E-Mail.',
    'Er zijn geen accounts: je bestelt als gast en volgt je bestelling per e-mail.',
    'Il n’y a pas de compte : commandez en invité et suivez votre commande par e-mail.',
  ), // the login page (there are no accounts), a page of its own with somewhere to go next.
  noAccount: tx('No account needed', 'Kein Konto nötig', 'Geen account nodig', 'Pas besoin de compte'),
  loginNext: tx(
    'Everything you need is one click away:',
    'Alles, was du brauchst, ist einen Klick entfernt:',
    'Alles wat je nodig hebt is één klik verwijderd:',
    'Tout ce dont vous avez besoin est à un clic :',
  ),
  shopSocks: tx(
    'Shop socks for adults',
    'Socken für Erwachsene shoppen',
    'Sokken voor volwassenen shoppen',
    'Voir les chaussettes adultes',
  ),
  giftBoxesLink: tx('Gift boxes', 'Geschenkboxen', 'Cadeauboxen', 'Coffrets cadeaux'),
  faqLink: tx('Questions about ordering', 'Fragen zur Bestellung', 'Vragen over bestellen', 'Questions sur la commande'),
  returnsLink: tx('Shipping and returns', 'Versand und Rückgabe', 'Verzending en retour', 'Livraison et retours'),
};

// The legal pages the footer's bottom bar links, each a few sections long.
const LEGAL: { slug: string; title: Texts; sections: [Texts, Texts][]; note?: Texts }[] = [
  {
    slug: 'terms',
    title: tx('Terms and conditions', 'AGB', 'Algemene voorwaarden', 'Conditions générales'),
    sections: [
      [
        tx('Orders', 'Bestellungen', 'Bestellingen', 'Commandes'),
        tx(
          'A contract is made when we confirm your order by email. Prices include VAT where it applies.',
          'Ein Vertrag kommt zustande, wenn wir deine Bestellung per E-Mail bestätigen. Preise enthalten die gesetzliche MwSt.',
          'Een overeenkomst ontstaat zodra we je bestelling per e-mail bevestigen. Prijzen zijn inclusief btw waar die geldt.',
          'Le contrat est conclu lorsque nous confirmons votre commande par e-mail. Les prix incluent la TVA applicable.',
        ),
      ],
      [
        tx('Returns', 'Rückgabe', 'Retourneren', 'Retours'),
        tx(
          'You may return unworn items within 30 days of delivery for a full refund.',
          'Ungetragene Artikel kannst du innerhalb von 30 Tagen nach Lieferung zurückgeben und erhältst den vollen Betrag.',
          'Ongedragen artikelen kun je binnen 30 dagen na levering retourneren voor een volledige terugbetaling.',
          'Vous pouvez retourner les articles non portés sous 30 jours après livraison pour un remboursement complet.',
        ),
      ],
    ],
  },
  {
    slug: 'privacy',
    title: tx('Privacy', 'Datenschutz', 'Privacy', 'Confidentialité'),
    sections: [
      [
        tx('What we keep', 'Was wir speichern', 'Wat we bewaren', 'Ce que nous conservons'),
        tx(
          'Your address and email for your order, and your cart in your own browser. We keep no account and no password.',
          'Adresse und E-Mail für deine Bestellung, den Warenkorb in deinem eigenen Browser. Wir führen kein Konto und kein Passwort.',
          'Je adres en e-mail voor je bestelling, je winkelwagen in je eigen browser. We bewaren geen account en geen wachtwoord.',
          'Votre adresse et votre e-mail pour la commande, votre panier dans votre propre navigateur. Ni compte ni mot de passe.',
        ),
      ],
      [
        tx('Your rights', 'Deine Rechte', 'Jouw rechten', 'Vos droits'),
        tx(
          'Ask us at any time what we keep about you, and we will correct or delete it.',
          'Frag uns jederzeit, was wir über dich speichern; wir berichtigen oder löschen es.',
          'Vraag ons altijd wat we over je bewaren; we passen het aan of verwijderen het.',
          'Demandez-nous à tout moment ce que nous conservons ; nous le corrigeons ou le supprimons.',
        ),
      ],
    ],
  },
  {
    slug: 'imprint',
    title: tx('Imprint', 'Impressum', 'Colofon', 'Mentions légales'),
    sections: imprintSections(SAMPLE_COMPANY),
    note: SAMPLE_NOTE,
  },
];
const contactTitle = tx('Contact', 'Kontakt', 'Contact', 'Contact');
function same(text: string): Texts {
  return tx(text, text, text, text);
}

function addressOf(company: Company, lang: Language): string {
  return `${company.name}, ${company.street}, ${company.postCode} ${company.city}, ${company.country[lang]}.`;
}

/** The imprint's sections, all from the company's configuration (company.ts). */
function imprintSections(company: Company): [Texts, Texts][] {
  const address = (lang: Language) => addressOf(company, lang);
  return [
    [tx('Company', 'Unternehmen', 'Bedrijf', 'Société'), tx(address('en'), address('de'), address('nl'), address('fr'))],
    [
      tx('Register', 'Registereintrag', 'Inschrijving', 'Immatriculation'),
      tx(
        `${company.register.en} ${company.registerNumber}, VAT ID ${company.vatId}.`,
        `${company.register.de} ${company.registerNumber}, USt-IdNr. ${company.vatId}.`,
        `${company.register.nl} ${company.registerNumber}, btw-id ${company.vatId}.`,
        `${company.register.fr} ${company.registerNumber}, n° TVA ${company.vatId}.`,
      ),
    ],
    [tx('Managing directors', 'Geschäftsführung', 'Directie', 'Direction'), same(company.managingDirectors.join(', '))],
  ];
}

/** Category paths with colour and material filtering, plus the category page of each nav entry. */
export const CATEGORIES: { slug: string; name: Texts }[] = [
  { slug: 'adults/socks', name: tx('Socks for adults', 'Socken für Erwachsene', 'Sokken voor volwassenen', 'Chaussettes adultes') },
  { slug: 'kids/socks', name: tx('Socks for kids', 'Socken für Kinder', 'Sokken voor kinderen', 'Chaussettes enfants') },
  { slug: 'collection/sneaker-socks', name: tx('Sneaker socks', 'Sneaker-Socken', 'Sneakersokken', 'Socquettes') },
  { slug: 'collection/low-socks', name: tx('Low socks', 'Kurze Socken', 'Lage sokken', 'Chaussettes basses') },
  { slug: 'collection/socks-for-men', name: tx('Socks for men', 'Socken für Herren', 'Sokken voor mannen', 'Chaussettes homme') },
  { slug: 'collection/socks-for-women', name: tx('Socks for women', 'Socken für Damen', 'Sokken voor vrouwen', 'Chaussettes femme') },
  { slug: 'adults/underwear', name: tx('Underwear', 'Unterwäsche', 'Ondergoed', 'Sous-vêtements') },
  { slug: 'adults/apparel', name: tx('Apparel', 'Kleidung', 'Kleding', 'Vêtements') },
  { slug: 'gifts/gift-boxes', name: tx('Gift boxes', 'Geschenkboxen', 'Cadeauboxen', 'Coffrets cadeaux') },
];

export function pageStories(prefix: string): SeedStory[] {
  const posts = POSTS.map((post, position) =>
    localized(
      `${prefix}/happy-news/${post.slug}`,
      post.title.en,
      (lang) =>
        page(
          `post-${post.slug}`,
          post.title[lang],
          // No hero: the page's h1 is the title, the shop writes the date under it in the page's locale.
          [richText(`post-${post.slug}`, doc(p(italic(post.teaser[lang])), ...post.paragraphs.map((text) => p(text[lang]))))],
          {
            date: post.date,
            // resolve_relations=page.related answers the linked posts in `rels`
            related: POSTS.filter((other) => other !== post).map((other) => storyUuid(`${prefix}/happy-news/${other.slug}`)),
          },
        ),
      { position, tag_list: ['blog'] },
    ),
  );
  return [
    localized(`${prefix}/about-us`, 'About us', (lang) =>
      page('about-us', t.about[lang], [
        hero('about-us', t.about[lang], t.aboutText[lang]),
        richText('about-us', doc(h(2, t.story[lang]), ...t.storyText.map((text) => p(text[lang])))),
      ]),
    ),
    localized(`${prefix}/shipping`, 'Shipping', (lang) =>
      page('shipping', t.shipping[lang], [
        richText('shipping', paragraphs(t.shippingText[lang])),
        accordion('shipping', t.times[lang], [
          [t.europeTitle[lang], t.europe[lang]],
          [t.worldTitle[lang], t.world[lang]],
        ]),
      ]),
    ),
    localized(`${prefix}/happy-news`, 'Happy news', (lang) =>
      page('happy-news', t.news[lang], [
        hero('happy-news', t.news[lang], t.newsText[lang]),
        richText('happy-news', doc(...POSTS.map((post) => p(link(post.title[lang], `/_default/happy-news/${post.slug}`))))),
      ]),
    ),
    ...posts,
    localized(`${prefix}/corporate-gifts`, 'Corporate gifts', (lang) =>
      page('corporate-gifts', t.corporate[lang], [
        hero('corporate-gifts', t.corporate[lang], t.corporateText[lang], { label: t.quote[lang], url: 'mailto:gifts@sockshop.example' }),
        // One logo block, and no newsletter block: the footer's sign-up is on every page.
        promo('corporate-gifts', t.logo[lang], t.logoText[lang], t.quote[lang], 'mailto:gifts@sockshop.example'),
        blurb('corporate-gifts', 1, t.delivery[lang], t.deliveryText[lang], 'gift'),
        productList('corporate-gifts', t.giftBoxes[lang], 'gifts/gift-boxes'),
      ]),
    ),
    localized(`${prefix}/login`, 'Login', (lang) =>
      page('login', t.login[lang], [
        richText(
          'login',
          doc(
            h(2, t.noAccount[lang]),
            p(t.loginText[lang]),
            p(t.loginNext[lang]),
            ul(
              link(t.shopSocks[lang], '/_default/adults/socks'),
              link(t.giftBoxesLink[lang], '/_default/gifts/gift-boxes'),
              link(t.faqLink[lang], '/_default/faq/ordering'),
              link(t.returnsLink[lang], '/_default/shipping'),
            ),
          ),
        ),
      ]),
    ),
    ...LEGAL.map((legal) =>
      localized(`${prefix}/${legal.slug}`, legal.title.en, (lang) =>
        page(legal.slug, legal.title[lang], [
          richText(
            legal.slug,
            doc(
              ...(legal.note ? [p(italic(legal.note[lang]))] : []),
              ...legal.sections.flatMap(([title, text]) => [h(2, title[lang]), p(text[lang])]),
              h(2, contactTitle[lang]),
              p(addressOf(SAMPLE_COMPANY, lang), ' ', link(SAMPLE_COMPANY.email, `mailto:${SAMPLE_COMPANY.email}`, 'email')),
            ),
          ),
        ]),
      ),
    ),
    // A category's landing content sits above the listing the page itself loads (no product list of its own).
    ...CATEGORIES.map((category) => {
      const name = `landing-${category.slug.replaceAll('/', '-')}`;
      return localized(`${prefix}/${category.slug}`, category.name.en, (lang) =>
        page(name, category.name[lang], [hero(name, category.name[lang], '')]),
      );
    }),
  ];
}

/** Category stories (Category: content {name, id}); `id` is the catalogue's category slug. */
export function categoryStories(prefix: string): SeedStory[] {
  return CATEGORIES.map((category, position) =>
    localized(
      `${prefix}/categories/${category.slug.replace('/', '-')}`,
      category.name.en,
      (lang) => ({
        _uid: `category-${category.slug.replace('/', '-')}`,
        component: 'category',
        name: category.name[lang],
        id: category.slug,
      }),
      { position },
    ),
  );
}
