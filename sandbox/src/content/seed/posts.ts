import { type Texts, tx } from './i18n.js';

/** A happy-news post (blog): its own teaser and text in every language, and the day it was published. */
export interface Post {
  slug: string;
  title: Texts;
  /** ISO date (`YYYY-MM-DD`); the shop renders it in the page's locale. */
  date: string;
  teaser: Texts;
  paragraphs: Texts[];
}

export const POSTS: Post[] = [
  {
    slug: 'colour-of-the-year',
    title: tx('The colour of the year', 'Die Farbe des Jahres', 'De kleur van het jaar', "La couleur de l'année"),
    date: '2026-01-15',
    teaser: tx(
      'Why this year belongs to a warm, happy orange.',
      'Warum dieses Jahr einem warmen, fröhlichen Orange gehört.',
      'Waarom dit jaar draait om een warm, vrolijk oranje.',
      'Pourquoi cette année appartient à un orange chaleureux et joyeux.',
    ),
    paragraphs: [
      tx(
        'Every January our design team picks one colour to build the year around. This time the vote was quick: a warm orange, somewhere between a ripe apricot and a late summer sunset.',
        'Jeden Januar wählt unser Designteam eine Farbe, um die sich das ganze Jahr dreht. Diesmal war die Abstimmung schnell: ein warmes Orange, irgendwo zwischen reifer Aprikose und Spätsommer-Sonnenuntergang.',
        'Elke januari kiest ons designteam één kleur waar het hele jaar om draait. Deze keer was de stemming snel: een warm oranje, ergens tussen een rijpe abrikoos en een zonsondergang in de nazomer.',
        "Chaque janvier, notre équipe de design choisit une couleur autour de laquelle construire l'année. Cette fois, le vote a été rapide : un orange chaleureux, entre l'abricot mûr et le coucher de soleil de fin d'été.",
      ),
      tx(
        'You will find it on the heel and toe of our new crew socks, as the background of the Pineapple pattern and on the ribbon of every gift box.',
        'Du findest es an Ferse und Spitze unserer neuen Crew-Socken, als Hintergrund des Ananas-Musters und auf dem Band jeder Geschenkbox.',
        'Je vindt het op de hiel en teen van onze nieuwe crew-sokken, als achtergrond van het ananaspatroon en op het lint van elke cadeaubox.',
        'Vous le trouverez au talon et à la pointe de nos nouvelles chaussettes mi-mollet, en fond du motif ananas et sur le ruban de chaque coffret.',
      ),
      tx(
        'Orange goes with more than you think: try it with navy trousers or a grey suit, and let your ankles do the talking.',
        'Orange passt zu mehr, als man denkt: Probier es zu einer marineblauen Hose oder einem grauen Anzug und lass deine Knöchel sprechen.',
        'Oranje past bij meer dan je denkt: draag het bij een marineblauwe broek of een grijs pak en laat je enkels het woord doen.',
        'L’orange va avec bien plus de choses qu’on ne le croit : essayez-le avec un pantalon marine ou un costume gris, et laissez parler vos chevilles.',
      ),
    ],
  },
  {
    slug: 'behind-the-seams',
    title: tx('Behind the seams', 'Hinter den Nähten', 'Achter de naden', 'Derrière les coutures'),
    date: '2026-02-20',
    teaser: tx(
      'A visit to the family-run mill that knits our socks.',
      'Ein Besuch in der Familienstrickerei, die unsere Socken strickt.',
      'Een bezoek aan het familiebedrijf dat onze sokken breit.',
      'Visite de l’atelier familial qui tricote nos chaussettes.',
    ),
    paragraphs: [
      tx(
        'Our socks are knitted in a mill that the same family has run for three generations. Forty machines work day and night, each one turning out a pair every two minutes.',
        'Unsere Socken entstehen in einer Strickerei, die seit drei Generationen dieselbe Familie führt. Vierzig Maschinen laufen Tag und Nacht, jede schafft alle zwei Minuten ein Paar.',
        'Onze sokken worden gebreid in een fabriek die al drie generaties door dezelfde familie wordt geleid. Veertig machines draaien dag en nacht, elk maakt om de twee minuten een paar.',
        'Nos chaussettes sont tricotées dans un atelier tenu par la même famille depuis trois générations. Quarante machines tournent jour et nuit, chacune produit une paire toutes les deux minutes.',
      ),
      tx(
        'The toe seam is closed by hand-linking, stitch by stitch, so it lies flat and never rubs. It takes twice as long as a machine seam, and you can feel the difference on the first day.',
        'Die Spitze wird von Hand gekettelt, Masche für Masche, damit die Naht flach liegt und nie scheuert. Das dauert doppelt so lang wie eine Maschinennaht, und man spürt den Unterschied vom ersten Tag an.',
        'De teennaad wordt met de hand geketteld, steek voor steek, zodat hij plat ligt en nooit schuurt. Dat duurt twee keer zo lang als een machinenaad, en je voelt het verschil vanaf de eerste dag.',
        'La couture de la pointe est remaillée à la main, maille après maille, pour rester plate et ne jamais frotter. Cela prend deux fois plus de temps qu’une couture à la machine, et la différence se sent dès le premier jour.',
      ),
      tx(
        'Every pair is checked under a lamp before it is paired, pressed and packed. The ones that fail become samples for our designers.',
        'Jedes Paar wird unter einer Lampe geprüft, bevor es gepaart, gepresst und verpackt wird. Was durchfällt, wird zum Muster für unsere Designer.',
        'Elk paar wordt onder een lamp gecontroleerd voordat het gekoppeld, geperst en verpakt wordt. Wat afgekeurd wordt, gaat als staal naar onze ontwerpers.',
        'Chaque paire est contrôlée sous une lampe avant d’être appariée, pressée et emballée. Celles qui échouent deviennent des échantillons pour nos designers.',
      ),
    ],
  },
  {
    slug: 'sock-care-guide',
    title: tx('How to care for your socks', 'So pflegst du deine Socken', 'Zo verzorg je je sokken', 'Bien entretenir ses chaussettes'),
    date: '2026-03-10',
    teaser: tx(
      'Four habits that keep colours bright and heels whole.',
      'Vier Gewohnheiten, die Farben leuchten lassen und Fersen heil halten.',
      'Vier gewoontes die kleuren helder en hielen heel houden.',
      'Quatre habitudes pour garder des couleurs vives et des talons intacts.',
    ),
    paragraphs: [
      tx(
        'Turn your socks inside out before washing. The pattern faces the drum less, and the little fibres that would pill stay on the inside.',
        'Dreh deine Socken vor dem Waschen auf links. So reibt das Muster weniger an der Trommel, und kleine Fasern, die sonst Knötchen bilden, bleiben innen.',
        'Keer je sokken binnenstebuiten voor het wassen. Zo schuurt het patroon minder langs de trommel en blijven pluisjes aan de binnenkant.',
        'Retournez vos chaussettes avant le lavage. Le motif frotte moins contre le tambour et les petites fibres qui boulochent restent à l’intérieur.',
      ),
      tx(
        'Forty degrees is plenty. Hotter water fades the dye and tires the elastic long before the cotton wears out.',
        'Vierzig Grad reichen völlig. Heißeres Wasser bleicht die Farbe aus und ermüdet das Gummi, lange bevor die Baumwolle verschleißt.',
        'Veertig graden is genoeg. Heter water laat de kleur vervagen en maakt het elastiek slap, lang voordat het katoen versleten is.',
        'Quarante degrés suffisent. Une eau plus chaude ternit la teinture et fatigue l’élastique bien avant que le coton ne s’use.',
      ),
      tx(
        'Skip the tumble dryer and hang them by the toe. Keep pairs together with a peg, and the odd-sock drawer stays empty.',
        'Lass den Trockner aus und häng sie an der Spitze auf. Halte Paare mit einer Klammer zusammen, dann bleibt die Schublade für Einzelsocken leer.',
        'Sla de droger over en hang ze op aan de teen. Houd paren samen met een knijper, dan blijft de la met losse sokken leeg.',
        'Oubliez le sèche-linge et suspendez-les par la pointe. Gardez les paires ensemble avec une pince, et le tiroir des chaussettes orphelines restera vide.',
      ),
    ],
  },
];
