import type { Product } from '@sockshop/core/catalog';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generate.js';
import { indexCatalogue } from './catalogue-view.js';
import { WidgetQuerySchema } from './protocol.js';
import { recommendForSku, sameFamily } from './recommendations.js';

// The product page's lists as the sandbox makes them plausible: cluster = the same family, recommendations =
// bought together (per session), similar = the same colour or alike.

const products = generateCatalogue();
const catalogue = indexCatalogue(products);
const bySku = new Map(products.map((p) => [p.sku, p]));
const query = (extra: Record<string, string> = {}) => WidgetQuerySchema.parse({ storefront: 'de', limit: '12', ...extra });
const listOf = (answer: ReturnType<typeof recommendForSku>, distribution: 1 | 2 | 3) =>
  answer.recommendations.filter((r) => r.distribution === distribution).map((r) => bySku.get(r.id) as Product);

describe('sandbox product recommendations', () => {
  const product = bySku.get('CRW-100') as Product;
  const answer = recommendForSku(catalogue, 'pdp', 'CRW-100', query());

  it('gives each of the three lists a third of the limit, no product twice and never the product itself', () => {
    expect([1, 2, 3].map((d) => listOf(answer, d as 1 | 2 | 3).length)).toEqual([4, 4, 4]);
    const skus = answer.recommendations.map((r) => r.id);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).not.toContain('CRW-100');
  });

  it('clusters the same family (kind, cut and age group)', () => {
    for (const other of listOf(answer, 1)) {
      expect(sameFamily(product, other)).toBe(true);
      expect(other.information.silhouette).toBe(product.information.silhouette);
    }
  });

  it('recommends products of other families, bought together, in an order of the shopper session', () => {
    const mine = listOf(answer, 2);
    expect(mine.every((other) => !sameFamily(product, other))).toBe(true);
    const again = listOf(recommendForSku(catalogue, 'pdp', 'CRW-100', query()), 2).map((p) => p.sku);
    expect(again).toEqual(mine.map((p) => p.sku));
    const sessions = ['alice', 'bob', 'carol', 'dave'].map((sessionId) =>
      listOf(recommendForSku(catalogue, 'pdp', 'CRW-100', query({ sessionId })), 2)
        .map((p) => p.sku)
        .join(),
    );
    expect(new Set(sessions).size).toBeGreaterThan(1);
  });

  it('finds similar products by colour first', () => {
    const similar = listOf(answer, 3);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar[0]?.color.primary).toBe(product.color.primary);
    const colours = new Set([product.color.primary, product.color.secondary]);
    for (const other of similar) {
      const alike = colours.has(other.color.primary) || colours.has(other.color.secondary);
      expect(alike || other.information.composition === product.information.composition).toBe(true);
    }
  });

  it('recommends nothing sold out', () => {
    expect(answer.recommendations.every((r) => bySku.get(r.id)?.stockStatus !== 'no-stock')).toBe(true);
  });
});
