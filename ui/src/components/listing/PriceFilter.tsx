import { PRICE_PARAMS } from '@sockshop/core/catalog';
import type { Translate } from '../../lib/translate';
import type { Listing } from '../../listing/listing.server';

/**
 * The price range, in major units of the market currency, bounded by the category's range (shown as the
 * fields' placeholders). Two plain number fields of the listing's GET form: they work with JavaScript off and the
 * browser keeps them within the bounds.
 */
export function PriceFilter({ price, t }: { price: Listing['price']; t: Translate }) {
  const field = (bound: 'min' | 'max', label: string) => (
    <label className="price-filter__field">
      <span>{label}</span>
      <input
        type="number"
        className="input"
        name={PRICE_PARAMS[bound]}
        min={price.bounds.min}
        max={price.bounds.max}
        step={price.step}
        placeholder={String(price.bounds[bound])}
        defaultValue={price.selection?.[bound] ?? ''}
      />
    </label>
  );
  return (
    <fieldset className="facet price-filter">
      <legend className="facet__title">
        {t('price')} ({price.symbol})
      </legend>
      <div className="price-filter__fields">
        {field('min', t('priceFrom'))}
        {field('max', t('priceTo'))}
      </div>
    </fieldset>
  );
}
