import type { Translate } from '../../lib/translate';
import type { ListingFilter } from '../../listing/listing.server';
import { RouterLink } from '../shared/RouterLink';

/** A facet value's label comes from the loader (listing/listing.server.ts); the rest are the shop's own words. */
function labelOf(filter: ListingFilter, t: Translate): string {
  if (filter.kind === 'facet') return `${t(filter.attribute)}: ${filter.label}`;
  if (filter.min && filter.max) return `${t('price')}: ${filter.min} – ${filter.max}`;
  return filter.min ? `${t('price')}: ${t('priceFrom')} ${filter.min}` : `${t('price')}: ${t('priceTo')} ${filter.max ?? ''}`;
}

/** The filters in force, each a link that removes it (plain links: they work with JavaScript off). */
export function ActiveFilters({ filters, t }: { filters: readonly ListingFilter[]; t: Translate }) {
  if (filters.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('activeFilters')}>
      <ul className="active-filters__list">
        {filters.map((filter) => {
          const label = labelOf(filter, t);
          return (
            <li key={filter.href}>
              <RouterLink
                to={filter.href}
                className="active-filters__chip"
                preventScrollReset
                aria-label={`${t('removeFilter')}: ${label}`}
              >
                {label} <span aria-hidden="true">×</span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
