import { linkHref } from '@sockshop/core/routing';
import type { LoaderFunctionArgs } from 'react-router';
import { bannerMessage } from '../../components/checkout/checkout-banner.server';
import { splitCheckoutTexts } from '../../lib/checkout-texts';
import { shopContext } from '../../lib/request-context';
import { storefrontOf } from '../../lib/storefront.server';

/**
 * The checkout layout's loader: the checkout banner from the content's shared folder (none when the content has none
 * or cannot be read) and the texts only the checkout shows. In a module of its own, as the storefront layout's is, so
 * lib/layout-data.ts is typed by it without importing the route that renders its hook.
 */
export async function loadCheckoutLayout({ context }: LoaderFunctionArgs) {
  const { contentScope, storefront } = storefrontOf(context);
  const { content } = context.get(shopContext).services;
  const [banner, translations] = await Promise.all([content.findCheckoutBanner(contentScope), content.loadTranslations(contentScope)]);
  return {
    // The texts only the checkout shows; the storefront layout sends the rest (useStorefrontData joins them).
    translations: splitCheckoutTexts(translations.unwrapOr({})).checkout,
    checkoutBanner: banner.isOk()
      ? {
          message: bannerMessage(banner.value.message, storefront.storefrontCode),
          color: banner.value.background_color,
          href: linkHref(banner.value.link),
        }
      : null,
  };
}
