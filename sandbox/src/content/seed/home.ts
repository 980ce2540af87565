import type { Block } from '../content.wire.js';
import { accordion, blurb, faq, hero, newsletter, page, productList, promo, richText, social, video } from './blocks.js';
import { type Language, tx } from './i18n.js';
import { bold, doc, h, link, p, ul } from './rich-text.js';

// The home page uses every content block once.
const t = {
  title: tx(
    'Happy socks for happy feet',
    'Fröhliche Socken für fröhliche Füße',
    'Vrolijke sokken voor vrolijke voeten',
    'Des chaussettes joyeuses pour des pieds heureux',
  ),
  heroSub: tx(
    'Colourful socks, underwear and gifts.',
    'Bunte Socken, Unterwäsche und Geschenke.',
    'Kleurrijke sokken, ondergoed en cadeaus.',
    'Chaussettes, sous-vêtements et cadeaux colorés.',
  ),
  shopNow: tx('Shop now', 'Jetzt shoppen', 'Shop nu', 'Acheter'),
  promo: tx('Sneaker season', 'Sneaker-Saison', 'Sneakerseizoen', 'La saison des sneakers'),
  promoText: tx(
    'Low and invisible socks in every colour.',
    'Kurze und unsichtbare Socken in jeder Farbe.',
    'Lage en onzichtbare sokken in elke kleur.',
    'Socquettes invisibles de toutes les couleurs.',
  ),
  discover: tx('Discover', 'Entdecken', 'Ontdek', 'Découvrir'),
  bestsellers: tx('Bestsellers', 'Bestseller', 'Bestsellers', 'Meilleures ventes'),
  cotton: tx('Organic cotton', 'Bio-Baumwolle', 'Biologisch katoen', 'Coton bio'),
  cottonText: tx(
    'Soft, combed and certified.',
    'Weich, gekämmt und zertifiziert.',
    'Zacht, gekamd en gecertificeerd.',
    'Doux, peigné et certifié.',
  ),
  returns: tx('Free returns', 'Kostenlose Rückgabe', 'Gratis retour', 'Retours gratuits'),
  returnsText: tx('30 days to change your mind.', '30 Tage Bedenkzeit.', '30 dagen bedenktijd.', '30 jours pour changer d’avis.'),
  gifts: tx('Gift wrapping', 'Geschenkverpackung', 'Cadeauverpakking', 'Emballage cadeau'),
  giftsText: tx(
    'Every gift box ready to give.',
    'Jede Geschenkbox ist bereit zum Verschenken.',
    'Elke cadeaubox klaar om te geven.',
    'Chaque coffret prêt à offrir.',
  ),
  why: tx('Why our socks?', 'Warum unsere Socken?', 'Waarom onze sokken?', 'Pourquoi nos chaussettes ?'),
  seams: tx('Flat seams', 'Flache Nähte', 'Platte naden', 'Coutures plates'),
  seamsText: tx(
    'Hand-linked toes you will not feel.',
    'Handgekettelte Spitzen, die du nicht spürst.',
    'Handgekettelde tenen die je niet voelt.',
    'Des pointes remaillées à la main, imperceptibles.',
  ),
  wash: tx('Easy care', 'Pflegeleicht', 'Makkelijk te wassen', 'Entretien facile'),
  washText: tx('Machine wash at 40 °C.', 'Maschinenwäsche bei 40 °C.', 'Machinewas op 40 °C.', 'Lavage en machine à 40 °C.'),
  faq: tx('Questions?', 'Fragen?', 'Vragen?', 'Des questions ?'),
  q1: tx(
    'When will my order arrive?',
    'Wann kommt meine Bestellung an?',
    'Wanneer komt mijn bestelling aan?',
    'Quand ma commande arrivera-t-elle ?',
  ),
  a1: tx('Within 2 to 5 working days.', 'Innerhalb von 2 bis 5 Werktagen.', 'Binnen 2 tot 5 werkdagen.', 'Sous 2 à 5 jours ouvrés.'),
  q2: tx('Can I return socks?', 'Kann ich Socken zurückgeben?', 'Kan ik sokken retourneren?', 'Puis-je retourner des chaussettes ?'),
  a2: tx(
    'Unworn socks in their packaging, yes.',
    'Ungetragene Socken in Verpackung, ja.',
    'Ongedragen sokken in de verpakking, ja.',
    'Oui, non portées et dans leur emballage.',
  ),
  follow: tx('Follow us', 'Folge uns', 'Volg ons', 'Suivez-nous'),
  video: tx('How a sock is made', 'So entsteht eine Socke', 'Zo wordt een sok gemaakt', 'Comment naît une chaussette'),
  story: tx('Our story', 'Unsere Geschichte', 'Ons verhaal', 'Notre histoire'),
  storyText: tx(
    'We started with one idea: ',
    'Wir begannen mit einer Idee: ',
    'We begonnen met één idee: ',
    'Tout a commencé par une idée : ',
  ),
  storyBold: tx(
    'turn an everyday essential into a colourful statement.',
    'ein Alltagsstück in ein buntes Statement zu verwandeln.',
    'een alledaags item veranderen in een kleurrijk statement.',
    'transformer un essentiel en déclaration colorée.',
  ),
  readMore: tx('Read more about us', 'Mehr über uns', 'Meer over ons', 'En savoir plus'),
};

export function home(lang: Language, overrides: { title?: string; heroSubtitle?: string } = {}): Block {
  const s = 'home';
  return page(s, overrides.title ?? t.title[lang], [
    hero(s, overrides.title ?? t.title[lang], overrides.heroSubtitle ?? t.heroSub[lang], {
      label: t.shopNow[lang],
      url: '/_default/adults/socks',
    }),
    promo(s, t.promo[lang], t.promoText[lang], t.discover[lang], '/_default/collection/sneaker-socks'),
    productList(s, t.bestsellers[lang], '', 8, 'bestsellers'),
    blurb(s, 1, t.cotton[lang], t.cottonText[lang], 'leaf'),
    blurb(s, 2, t.returns[lang], t.returnsText[lang], 'return'),
    blurb(s, 3, t.gifts[lang], t.giftsText[lang], 'gift'),
    accordion(s, t.why[lang], [
      [t.seams[lang], t.seamsText[lang]],
      [t.wash[lang], t.washText[lang]],
    ]),
    newsletter(s, lang),
    faq(s, t.faq[lang], [
      [t.q1[lang], t.a1[lang]],
      [t.q2[lang], t.a2[lang]],
    ]),
    social(s, t.follow[lang]),
    video(s, t.video[lang]),
    richText(
      s,
      doc(
        h(2, t.story[lang]),
        p(t.storyText[lang], bold(t.storyBold[lang])),
        ul(t.cotton[lang], t.seams[lang]),
        p(link(t.readMore[lang], '/_default/about-us')),
      ),
    ),
  ]);
}

export const usHome = (lang: Language) =>
  home(lang, {
    title: tx(
      'Happy socks, made for America',
      'Fröhliche Socken für Amerika',
      'Vrolijke sokken voor Amerika',
      'Des chaussettes joyeuses pour l’Amérique',
    )[lang],
    heroSubtitle: tx(
      'Free US shipping on orders over $50.',
      'Kostenloser US-Versand ab 50 $.',
      'Gratis verzending in de VS vanaf $50.',
      'Livraison gratuite aux États-Unis dès 50 $.',
    )[lang],
  });
