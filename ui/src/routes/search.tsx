import { data, Link } from 'react-router';
import { ListingView } from '../components/listing/ListingView';
import { useStorefrontData } from '../lib/layout-data';
import { metaTranslate } from '../lib/meta-translate';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import { loadTranslate } from '../lib/translations.server';
import { loadListing } from '../listing/listing.server';
import type { Route } from './+types/search';

/** /{storefront}/search/{pageNumber?}?term=… */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogScope, contentScope, market } = storefrontOf(context);
  const { services, answers } = context.get(shopContext);
  const url = new URL(request.url);
  const term = (url.searchParams.get('term') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const listing = term
    ? await loadListing({
        catalog: services.catalog,
        scope: catalogScope,
        market,
        url,
        basePath: `/${market.storefrontCode}/search`,
        page,
        base: { term },
        translate: loadTranslate(services.content, contentScope),
        answers,
      })
    : null;
  // A page number past the last page said "224 Ergebnisse" and "Keine Ergebnisse gefunden" at once. It
  // now says the page is past the end and links to the last page, with status 404 (a category's page past its end is a
  // 404 too); a redirect would hide from the shopper that the number they followed no longer exists.
  if (listing?.available && listing.total > 0 && page > listing.pageCount) {
    const lastPage = `${listing.basePath}/${listing.pageCount}${url.search}`;
    return data({ term, listing: null, pastEnd: { lastPage, total: listing.total } }, { status: 404 });
  }
  return { term, listing, pastEnd: null };
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
  const { t, translations } = useStorefrontData();
  return (
    <div className="page page--search">
      <h1 className="page__title">{loaderData.term ? `${t('results')}: “${loaderData.term}”` : t('search')}</h1>
      {loaderData.pastEnd ? (
        <p className="notice" role="status">
          {t('pagePastEnd')} <Link to={loaderData.pastEnd.lastPage}>{t('lastPage')}</Link>
        </p>
      ) : loaderData.listing ? (
        <ListingView listing={loaderData.listing} t={t} texts={translations} hidden={{ term: loaderData.term }} />
      ) : (
        <p>{t('searchPlaceholder')}</p>
      )}
    </div>
  );
}
