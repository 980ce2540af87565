import { ListingView } from '../components/listing/ListingView';
import { useStorefrontData } from '../lib/layout-data';
import { loadListing } from '../lib/listing.server';
import { metaTranslate } from '../lib/meta-translate';
import { storefrontRequest } from '../lib/storefront.server';
import { loadTranslate } from '../lib/translations.server';
import type { Route } from './+types/search';

/** spec §2: /{storefront}/search/{pageNumber?}?term=… */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogScope, contentScope, market } = storefrontRequest(params, request, context);
  const url = new URL(request.url);
  const term = (url.searchParams.get('term') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const listing = term
    ? await loadListing({
        catalog: context.services.catalog,
        scope: catalogScope,
        market,
        url,
        basePath: `/${market.storefrontCode}/search`,
        page,
        base: { term },
        translate: loadTranslate(context.services.content, contentScope),
      })
    : null;
  return { term, listing };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  // noindex by design (endless term pages), but a description still tells a shared link what it is.
  return [
    { title: data?.term ? `${data.term} – Sock Shop` : `${t('search')} – Sock Shop` },
    { name: 'description', content: t('searchDescription') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useStorefrontData();
  return (
    <div className="page page--search">
      <h1 className="page__title">{loaderData.term ? `${t('results')}: “${loaderData.term}”` : t('search')}</h1>
      {loaderData.listing ? (
        <ListingView listing={loaderData.listing} t={t} hidden={{ term: loaderData.term }} />
      ) : (
        <p>{t('searchPlaceholder')}</p>
      )}
    </div>
  );
}
