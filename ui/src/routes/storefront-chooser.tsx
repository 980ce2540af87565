import { defaultMarketOf, EXTERNAL_STOREFRONTS, listStorefronts } from '@sockshop/core/markets';
import type { Route } from './+types/storefront-chooser';

/** spec §2 "/": the storefront choice, no layout (DECISIONS 6: au and nz link to their external sites). */
export function loader({ context }: Route.LoaderArgs) {
  const env = context.services.publicConfig.env;
  return {
    storefronts: listStorefronts(env).map((storefront) => ({
      code: storefront.storefrontCode,
      // hreflang is a language tag: the storefront's default market's locale (uk is en-GB, not Ukrainian).
      hrefLang: defaultMarketOf(storefront.storefrontCode, env).locale.iso,
      markets: storefront.markets.map((market) => ({ countryCode: market.countryCode, name: market.name.local })),
    })),
    external: EXTERNAL_STOREFRONTS.map((storefront) => ({
      code: storefront.storefrontCode,
      name: storefront.name.local,
      url: storefront.url,
    })),
  };
}

export function meta() {
  return [{ title: 'Choose your shop – Sock Shop' }, { name: 'description', content: 'Colourful socks, delivered to 31 countries.' }];
}

export default function StorefrontChooser({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="chooser">
      <h1 className="chooser__title">Choose your shop</h1>
      <ul className="chooser__list">
        {loaderData.storefronts.map((storefront) => (
          <li key={storefront.code} className="chooser__item">
            <a href={`/${storefront.code}`} className="chooser__link" hrefLang={storefront.hrefLang}>
              <span className="chooser__code">{storefront.code.toUpperCase()}</span>
              <span className="chooser__markets">{storefront.markets.map((market) => market.name).join(', ')}</span>
            </a>
          </li>
        ))}
        {loaderData.external.map((storefront) => (
          <li key={storefront.code} className="chooser__item">
            <a href={storefront.url} className="chooser__link" rel="noopener">
              <span className="chooser__code">{storefront.code.toUpperCase()}</span>
              <span className="chooser__markets">{storefront.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
