import { defaultMarketOf, externalStorefronts, listStorefronts } from '@sockshop/core/markets';
import { shopContext } from '../lib/request-context';
import type { Route } from './+types/storefront-chooser';

/** The storefront choice, no layout (au and nz link to their external sites). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { publicConfig } = context.get(shopContext).services;
  const env = publicConfig.env;
  return {
    // `/` names itself as canonical, so `/?return=…` and tracking keys are not indexed as pages of their own.
    canonical: `${publicConfig.origin}/`,
    // The footer's switcher without JavaScript comes here with the page to return to: each market then links to
    // /api/market, which keeps path and query. Only a path on this site is kept.
    returnTo: sitePath(new URL(request.url).searchParams.get('return')),
    storefronts: listStorefronts(env).map((storefront) => ({
      code: storefront.storefrontCode,
      // hreflang is a language tag: the storefront's default market's locale (uk is en-GB, not Ukrainian).
      hrefLang: defaultMarketOf(storefront.storefrontCode, env).locale.iso,
      markets: storefront.markets.map((market) => ({ countryCode: market.countryCode, name: market.name.local })),
    })),
    // The au and nz storefronts at the sites the server is configured with.
    external: externalStorefronts(publicConfig.externalSites ?? {}).map((storefront) => ({
      code: storefront.storefrontCode,
      name: storefront.name.local,
      url: storefront.url,
    })),
  };
}

function sitePath(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: 'Choose your shop – Sock Shop' },
    { name: 'description', content: 'Colourful socks, delivered to 31 countries.' },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
}

export default function StorefrontChooser({ loaderData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  return (
    <main id="main" className="chooser">
      <h1 className="chooser__title">Choose your shop</h1>
      <ul className="chooser__list">
        {loaderData.storefronts.map((storefront) => (
          <li key={storefront.code} className="chooser__item">
            {returnTo ? (
              <div className="chooser__link">
                <span className="chooser__code">{storefront.code.toUpperCase()}</span>
                <span className="chooser__markets">
                  {storefront.markets.map((market, at) => (
                    <span key={market.countryCode}>
                      {at > 0 ? ', ' : null}
                      <a
                        href={`/api/market?country=${market.countryCode}&return=${encodeURIComponent(returnTo)}`}
                        hrefLang={storefront.hrefLang}
                      >
                        {market.name}
                      </a>
                    </span>
                  ))}
                </span>
              </div>
            ) : (
              <a href={`/${storefront.code}`} className="chooser__link" hrefLang={storefront.hrefLang}>
                <span className="chooser__code">{storefront.code.toUpperCase()}</span>
                <span className="chooser__markets">{storefront.markets.map((market) => market.name).join(', ')}</span>
              </a>
            )}
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
