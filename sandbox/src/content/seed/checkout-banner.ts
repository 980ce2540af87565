import type { Block } from '../content.wire.js';
import { storyLink } from './chrome.js';
import { type Language, tx } from './i18n.js';
import { bold, doc, link, p } from './rich-text.js';

const texts = {
  lead: tx('Order before 3 pm', 'Vor 15 Uhr bestellt', 'Voor 15.00 uur besteld', 'Commandé avant 15 h'),
  rest: tx(' and we ship today. ', ', heute versandt. ', ', vandaag verzonden. ', ', expédié le jour même. '),
  more: tx('Shipping details', 'Versanddetails', 'Verzendinformatie', 'Détails de livraison'),
};

/** Checkout banner: rich text shown on the checkout pages, in the four languages. */
export const checkoutBanner = (lang: Language): Block => ({
  _uid: 'shared-checkout-banner',
  component: 'checkout_banner',
  message: doc(p(bold(texts.lead[lang]), texts.rest[lang], link(texts.more[lang], '/_default/shipping', 'story'))),
  background_color: 'yellow',
  link: storyLink('_default/shipping'),
});
