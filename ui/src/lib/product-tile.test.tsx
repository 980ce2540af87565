import type { Product } from '@sockshop/core/catalog';
import { findMarket } from '@sockshop/core/markets';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../components/blocks/ProductCard';
import { tileToCard } from '../product/product-view';
import { toProductTile } from './product-tile';
import { createTranslate } from './translate';

// Most cards read "Nur noch wenige" (the low-stock badge) next to "Auf Lager" (the product's status).

const t = createTranslate({
  inStock: 'Auf Lager',
  lowStock: 'Nur noch wenige',
  outOfStock: 'Ausverkauft',
  'badge.low-stock': 'Nur noch wenige',
  'badge.new': 'Neu',
});
const found = findMarket('DE', 'production');
if (!found) throw new Error('no DE market');
const germany = found;

function cardText(stock: ('in-stock' | 'low-stock' | 'no-stock')[], badges: Product['badges']): string {
  const product = aProduct({
    stockStatus: stock.includes('in-stock') ? 'in-stock' : stock.includes('low-stock') ? 'low-stock' : 'no-stock',
    variants: stock.map((stockStatus, i) => aVariant({ sku: `SOCK-001-${i}`, id: `SOCK-001-${i}`, size: '36-38', stockStatus })),
    badges,
  });
  const html = renderToStaticMarkup(<ProductCard product={tileToCard(toProductTile(product, germany), t)} />);
  return html.replace(/<[^>]+>/g, ' ');
}

const count = (text: string, word: string) => text.split(word).length - 1;

describe('a product card shows one stock signal', () => {
  it('a product with one size low and one plenty reads "Auf Lager" only, the other badges kept', () => {
    const text = cardText(['in-stock', 'low-stock'], ['low-stock', 'new']);
    expect(count(text, 'Auf Lager')).toBe(1);
    expect(count(text, 'Nur noch wenige')).toBe(0);
    expect(text).toContain('Neu');
  });

  it('a product whose every size left is low reads "Nur noch wenige" once', () => {
    const text = cardText(['low-stock', 'no-stock'], ['low-stock', 'in-stock']);
    expect(count(text, 'Nur noch wenige')).toBe(1);
    expect(count(text, 'Auf Lager')).toBe(0);
  });
});
