import {
  DEFAULT_STOREFRONT,
  DEFAULT_STOREFRONT_PLACEHOLDER,
  defaultMarketOf,
  externalStorefronts,
  listStorefronts,
} from '@sockshop/core/markets';
import { bannerLink, bannerMessageFor } from '@sockshop/core/routing';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { bannerMessageWithAmount, freeShippingSettings } from '../cart/free-shipping.server';
import { footerNewsletterHtml, newsletterOutcomeOf } from '../newsletter/footer-newsletter.server';
import { derivedOnce } from './answer-memo.server';
import { splitCheckoutTexts } from './checkout-texts';
import { CHROME_IN_PAGE, type StorefrontChrome } from './chrome-in-page';
import { withoutLoaderTexts } from './loader-texts';
import { shopContext } from './request-context';
import { storefrontOf } from './storefront.server';
import { createTranslate } from './translate';

/**
 * The storefront layout's loader: the storefront and market its middleware resolved (storefront.server.ts), and the chrome (navigation,
 * footer, banners, translations) asked of the content port in parallel, each setting parsed by the port. In a module of
 * its own so the hook that reads its data (layout-data.ts) is typed by it without importing the route that renders the hook.
 */
export async function loadStorefrontLayout({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const segment = params.storefront;
  const { content, publicConfig } = context.get(shopContext).services;
  // au and nz live elsewhere, at the sites the server is configured with.
  const externals = externalStorefronts(publicConfig.externalSites ?? {});
  const external = externals.find((storefront) => storefront.storefrontCode === segment);
  if (external) throw redirect(external.url, 302);
  if (segment === DEFAULT_STOREFRONT_PLACEHOLDER) {
    const { storefront } = storefrontOf(context);
    throw redirect(`/${storefront.storefrontCode}${url.pathname.slice(segment.length + 1)}${url.search}`, 302);
  }
  const { storefront, market, contentScope } = storefrontOf(context);
  const [translations, navigation, footer, topBanner, freeShippingContent, newsletter, speechBubble] = await Promise.all([
    content.loadTranslations(contentScope),
    content.findNavigation(contentScope),
    content.findFooter(contentScope),
    content.findTopBanner(contentScope),
    content.findFreeShipping(contentScope),
    content.findNewsletter(contentScope),
    content.findSpeechBubble(contentScope),
  ]);
  const freeShipping = freeShippingSettings(freeShippingContent.unwrapOr(null), market);
  const bannerMessage = topBanner.isOk() ? bannerMessageFor(topBanner.value, market.countryCode, storefront.storefrontCode) : null;
  const bannerText = bannerMessage ? bannerMessageWithAmount(bannerMessage.message, freeShipping.amount) : null;
  const env = publicConfig.env;
  const texts = translations.unwrapOr({});
  const newsletterContent = newsletter.unwrapOr(null);
  const newsletterOutcome = newsletterOutcomeOf(url.searchParams.get('newsletter'));
  const chrome: StorefrontChrome = {
    // Not the texts only the checkout shows (its layout's loader brings them, lib/checkout-texts.ts) nor those only
    // loaders read (lib/loader-texts.ts). Worked out once per content answer (lib/answer-memo.server.ts).
    translations: derivedOnce([texts], 'shared-texts', () => withoutLoaderTexts(splitCheckoutTexts(texts).shared)),
    navigation: navigation.unwrapOr(null),
    footer: footer.unwrapOr(null),
    speechBubble: speechBubble.unwrapOr(null),
    // The footer's newsletter form as HTML: the content's texts, translation keys where they are missing.
    newsletterHtml: derivedOnce(
      [newsletterContent, texts],
      `newsletter ${storefront.storefrontCode} ${market.countryCode} ${newsletterOutcome}`,
      () =>
        footerNewsletterHtml({
          content: newsletterContent,
          t: createTranslate(texts),
          store: storefront.storefrontCode,
          countryCode: market.countryCode,
          outcome: newsletterOutcome,
        }),
    ),
    // hreflang alternates: the same path on every storefront, in its default market's locale.
    alternates: listStorefronts(env).map((s) => ({
      storefront: s.storefrontCode,
      hrefLang: defaultMarketOf(s.storefrontCode, env).locale.iso,
    })),
  };
  const layout = {
    publicConfig,
    market,
    storefront: storefront.storefrontCode,
    freeShippingThreshold: freeShipping.threshold,
    banner:
      bannerMessage && bannerText
        ? { message: bannerText, color: bannerMessage.background_color, href: bannerLink(bannerMessage, storefront.storefrontCode) }
        : null,
    // From the loader, so the browser bundle does not carry core's table of codes for one constant.
    defaultStorefront: DEFAULT_STOREFRONT,
  };
  // A whole page carries the chrome once, apart from React Router's data (lib/layout-chrome.ts).
  if (context.get(shopContext).answers === 'data') return { ...layout, ...chrome };
  // Its JSON, made from these answers, the storefront, market, newsletter outcome and environment alone: written once per
  // content answer (lib/answer-memo.server.ts). It goes into the page's bootstrap script as an object literal: `<` is
  // escaped, so no `</script>` or `<!--` in a text ends or changes the script. A link's flags are written only when set:
  // the chrome reads them as true or not, and `false` twice over the footer's and menus' 26 links was 1 KB of every page.
  const json = derivedOnce(
    [texts, chrome.navigation, chrome.footer, chrome.speechBubble, newsletterContent],
    `chrome ${storefront.storefrontCode} ${market.countryCode} ${newsletterOutcome} ${env}`,
    () => JSON.stringify(chrome, unsetLinkFlagsLeftOut).replace(/</g, '\\u003c'),
  );
  return { ...layout, [CHROME_IN_PAGE]: { chrome, json } };
}

/** A JSON replacer: a link's `disabled` and `isHighlighted` when false, the content's default, are left out. */
function unsetLinkFlagsLeftOut(key: string, value: unknown): unknown {
  return value === false && (key === 'disabled' || key === 'isHighlighted') ? undefined : value;
}

/** What the loader answers: the chrome beside the rest (a navigation's data) or under CHROME_IN_PAGE (a whole page's). */
export type LayoutAnswer = Awaited<ReturnType<typeof loadStorefrontLayout>>;

/** The layout's data with its chrome, as the pages read it (lib/layout-chrome.ts joins them). */
export type StorefrontLayout = Omit<LayoutAnswer, typeof CHROME_IN_PAGE> & StorefrontChrome;
