import type { Block } from '../content.wire.js';
import { type Language, tx, uid } from './i18n.js';
import { doc, link, p } from './rich-text.js';

// Content entities: segments (utm campaigns and contents), the popup and the upsell of each segment.

interface SeedSegment {
  id: string;
  campaigns: string[];
  contents: string[];
  hideNewsletter: boolean;
  /** Seconds after the page is ready before the segment's popup opens. */
  popupDelay: number;
  /** The recommendation widget of the segment's upsell and its `$…` variables. */
  upsell: { widgetId: string; variables: Record<string, string> };
}

const SEGMENTS: readonly SeedSegment[] = [
  {
    id: 'winter-sale',
    campaigns: ['winter-sale'],
    contents: ['snow-socks'],
    hideNewsletter: true,
    popupDelay: 0,
    upsell: { widgetId: 'upsell', variables: { $category: 'adults/socks', $segment: 'winter-sale' } },
  },
  {
    id: 'gifting',
    campaigns: ['christmas', 'valentines'],
    contents: ['gift-box'],
    hideNewsletter: false,
    popupDelay: 8,
    upsell: { widgetId: 'bestsellers', variables: { $segment: 'gifting' } },
  },
  {
    id: 'sneakers',
    campaigns: ['summer-sneakers'],
    contents: ['sneaker-socks', 'low-socks'],
    hideNewsletter: true,
    popupDelay: 8,
    upsell: { widgetId: 'upsell', variables: { $category: 'collection/sneaker-socks', $segment: 'sneakers' } },
  },
  // Its upsell names a widget the recommendation service does not have: the shop logs it and shows none.
  {
    id: 'kids',
    campaigns: ['back-to-school'],
    contents: [],
    hideNewsletter: false,
    popupDelay: 8,
    upsell: { widgetId: 'retired-kids-widget', variables: { $segment: 'kids' } },
  },
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

const winterTitle = tx(
  'Winter sale: warm feet, cool prices',
  'Winter-Sale: warme Füße, coole Preise',
  'Wintersale: warme voeten, koele prijzen',
  'Soldes d’hiver : pieds au chaud, prix au frais',
);
const giftTitle = tx('A little something for you', 'Eine Kleinigkeit für dich', 'Iets kleins voor jou', 'Un petit quelque chose pour vous');

export const popups = (lang: Language): Block => ({
  _uid: 'shared-popups',
  component: 'popups',
  popups: SEGMENTS.map((s) => ({
    _uid: uid('popup', s.id),
    segment: s.id,
    title: (s.id === 'winter-sale' ? winterTitle : giftTitle)[lang],
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
    delay_seconds: String(s.popupDelay),
  })),
});

export const upsells = (lang: Language): Block => ({
  _uid: 'shared-upsells',
  component: 'upsells',
  upsells: SEGMENTS.map((s) => ({
    identifier: s.id,
    widgetId: s.upsell.widgetId,
    description: (s.id === 'winter-sale'
      ? tx('Warm picks for winter', 'Warme Favoriten für den Winter', 'Warme favorieten voor de winter', 'Nos chaudes trouvailles d’hiver')
      : tx('Complete the look', 'Mach den Look komplett', 'Maak de look compleet', 'Complétez le look'))[lang],
    variables: Object.entries(s.upsell.variables).map(([key, value]) => ({ key, value })),
  })),
});
