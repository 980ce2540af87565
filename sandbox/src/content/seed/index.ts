import type { ContentSeed, SeedStory } from '../content.types.js';
import { checkoutBanner } from './checkout-banner.js';
import { footer, freeShipping, topBanner } from './chrome.js';
import { constantEntries } from './constants.js';
import { faqStories } from './faq.js';
import { home, usHome } from './home.js';
import { localized, tx } from './i18n.js';
import { navigation } from './navigation.js';
import { categoryStories, pageStories } from './pages.js';
import { popups, segments, upsells } from './segments.js';
import { errorPage, facets, newsletterSettings, speechBubble } from './settings.js';
import { sizeGuides } from './size-guides.js';
import { translationEntries } from './translations.js';
import { respell, usEnglishOverrides } from './us-english.js';

/** Everything lives under `_default/`; a storefront folder (`us/`, `uk/`) holds only its overrides. */
export const DEFAULT_PREFIX = '_default';

function sharedStories(prefix: string): SeedStory[] {
  const same = (slug: string, name: string, build: () => SeedStory['content']): SeedStory => ({
    full_slug: `${prefix}/shared/${slug}`,
    name,
    content: build(),
  });
  return [
    localized(`${prefix}/shared/navigation`, 'Navigation', navigation),
    localized(`${prefix}/shared/footer`, 'Footer', footer),
    localized(`${prefix}/shared/top-banner`, 'Top banner', (lang) => topBanner(lang, { fr: frBanner[lang] })),
    localized(`${prefix}/shared/newsletter`, 'Newsletter', newsletterSettings),
    localized(`${prefix}/shared/checkout-banner`, 'Checkout banner', checkoutBanner),
    localized(`${prefix}/shared/speech-bubble`, 'Speech bubble', speechBubble),
    same('segments', 'Segments', segments),
    localized(`${prefix}/shared/popups`, 'Popups', popups),
    localized(`${prefix}/shared/upsells`, 'Upsells', upsells),
    localized(`${prefix}/shared/size-guides`, 'Size guides', sizeGuides),
    same('facets', 'Facets', facets),
    same('free-shipping', 'Free shipping', freeShipping),
    localized(`${prefix}/shared/error-page`, 'Error page', errorPage),
  ];
}

const ukBanner = tx(
  'Free UK delivery from {amount}',
  'Kostenloser UK-Versand ab {amount}',
  'Gratis levering in het VK vanaf {amount}',
  'Livraison gratuite au Royaume-Uni dès {amount}',
);
// France's message is long on purpose: too long for one line on a phone, it shows the banner's marquee.
const frBanner = tx(
  'Free delivery to France from {amount}, free returns within 30 days and a happy sock guarantee on every order',
  'Kostenloser Versand nach Frankreich ab {amount}, 30 Tage kostenlose Rücksendung und Happy-Socken-Garantie für jede Bestellung',
  'Gratis levering in Frankrijk vanaf {amount}, 30 dagen gratis retour en een vrolijke-sokken-garantie bij elke bestelling',
  'Livraison gratuite en France dès {amount}, retours gratuits sous 30 jours et chaussettes heureuses garanties à chaque commande',
);
const springTitle = 'Spring release: fresh colours';

function buildSeed(): ContentSeed {
  const homeStory = localized(`${DEFAULT_PREFIX}/home`, 'Home', (lang) => home(lang), {
    // from_release=spring-2026 previews the staged home page
    releases: { 'spring-2026': home('en', { title: springTitle }) },
  });
  const stories: SeedStory[] = [
    homeStory,
    ...sharedStories(DEFAULT_PREFIX),
    ...pageStories(DEFAULT_PREFIX),
    ...faqStories(DEFAULT_PREFIX),
    ...categoryStories(DEFAULT_PREFIX),
    // Storefront overrides
    localized('us/home', 'Home (US)', (lang) => (lang === 'en' ? respell(usHome(lang)) : usHome(lang))),
    localized('uk/shared/top-banner', 'Top banner (UK)', (lang) => topBanner(lang, { uk: ukBanner[lang], gb: ukBanner[lang] })),
    // Only visible with the preview token (version=draft)
    {
      full_slug: `${DEFAULT_PREFIX}/summer-sale`,
      name: 'Summer sale (draft)',
      content: home('en', { title: 'Summer sale' }),
      unpublished: true,
    },
  ];
  return {
    stories: [...stories, ...usEnglishOverrides(stories, [`${DEFAULT_PREFIX}/shared/facets`])],
    datasources: { translations: translationEntries, constants: constantEntries },
  };
}

let cached: ContentSeed | undefined;
/** The sandbox content, built once per process from small tables. */
export function buildContentSeed(): ContentSeed {
  cached ??= buildSeed();
  return cached;
}
