import type { Product } from '@sockshop/core/catalog';
import MiniSearch from 'minisearch';
import { materialOf } from '../catalogue/attributes.js';
import { MATERIAL_LABELS } from '../catalogue/vocabulary.js';

/** Full-text matching of the sandbox search: sku → relevance score for a shopper's text. */
export interface TextIndex {
  search(text: string): Map<string, number>;
}

interface Doc {
  id: string;
  name: string;
  colour: string;
  category: string;
  material: string;
}

/** The words a shopper types for a product: name, colour, category and material. */
export function searchableDoc(product: Product): Doc {
  const material = materialOf(product);
  return {
    id: product.sku,
    name: product.name,
    colour: [product.color.primary, product.color.secondary ?? ''].join(' ').replaceAll('-', ' '),
    category: product.categories.join(' ').replace(/[/-]/g, ' '),
    material: material ? MATERIAL_LABELS[material] : '',
  };
}

/**
 * A term and every spelling of it with two neighbouring letters swapped ('sokcs' → 'socks'): the commonest slip of a
 * shopper's fingers counts as one edit (Damerau), where MiniSearch's Levenshtein distance would count it as two.
 */
export function withTranspositions(term: string): string[] {
  const spellings = new Set([term]);
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] !== term[i + 1]) spellings.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...spellings];
}

/**
 * MiniSearch, chosen by measurement (scripts/bench/search-engines.bench.ts): prefix matching on every term,
 * an edit distance of 1 from 4 letters (2 from 8) so 'flamngo' still finds flamingos, and one swap of neighbouring
 * letters (`withTranspositions`). Every term must match (AND); a term matches by any of its spellings (OR).
 */
export function createTextIndex(products: readonly Product[]): TextIndex {
  const index = new MiniSearch<Doc>({
    fields: ['name', 'colour', 'category', 'material'],
    storeFields: [],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
      combineWith: 'AND',
      boost: { name: 3, colour: 1.5 },
    },
  });
  index.addAll(products.map(searchableDoc));
  const skus = new Set(products.map((p) => p.sku));
  return {
    search(text) {
      const scores = new Map<string, number>();
      // The sku is matched exactly, so a pasted sku finds its product.
      const sku = text.trim().toUpperCase();
      const terms = text
        .toLowerCase()
        .split(/[\s\p{P}]+/u)
        .filter(Boolean);
      const query = {
        combineWith: 'AND' as const,
        queries: terms.map((term) => ({ combineWith: 'OR' as const, queries: withTranspositions(term) })),
      };
      for (const result of index.search(query)) scores.set(String(result.id), result.score);
      if (skus.has(sku)) scores.set(sku, Number.MAX_SAFE_INTEGER);
      return scores;
    },
  };
}
