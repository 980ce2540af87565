import { describe, expect, it } from 'vitest';
import { groupRecommendations, LIST_TITLE_KEYS } from './product-recommendations';

// Distribution 1 is the cluster, 2 the recommendations, 3 the similar products.
const item = (distribution: 1 | 2 | 3, sku: string) => ({ distribution, product: { sku } });
const skus = (list: { sku: string }[]) => list.map((p) => p.sku);

describe('groupRecommendations', () => {
  it('splits the answer by distribution, in the service order', () => {
    const lists = groupRecommendations([item(1, 'A'), item(2, 'B'), item(3, 'C'), item(1, 'D')], 'X');
    expect(skus(lists.cluster)).toEqual(['A', 'D']);
    expect(skus(lists.recommendations)).toEqual(['B']);
    expect(skus(lists.similar)).toEqual(['C']);
  });

  it('leaves out the page product and shows each product once, in the first list that names it', () => {
    const lists = groupRecommendations([item(1, 'X'), item(1, 'A'), item(2, 'A'), item(3, 'B')], 'X');
    expect(skus(lists.cluster)).toEqual(['A']);
    expect(skus(lists.recommendations)).toEqual([]);
    expect(skus(lists.similar)).toEqual(['B']);
  });

  it('keeps at most one row per list', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F'].map((sku) => item(2, sku));
    expect(skus(groupRecommendations(many, 'X').recommendations)).toEqual(['A', 'B', 'C', 'D']);
    expect(groupRecommendations(many, 'X', 2).recommendations).toHaveLength(2);
  });

  it('names every list by a translation key', () => {
    expect(LIST_TITLE_KEYS).toEqual({ cluster: 'sameFamily', recommendations: 'youMayAlsoLike', similar: 'similarProducts' });
  });
});
