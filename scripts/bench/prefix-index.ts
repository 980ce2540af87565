import type { Product } from '@sockshop/core/catalog';
import { searchableDoc, type TextIndex } from '@sockshop/sandbox/search/text-index';

/**
 * The plain-JS candidate measured against MiniSearch: an inverted index of words, each query term matched
 * against the vocabulary by prefix or by an edit distance of 1 (2 from 8 letters), terms combined with AND.
 */
export function createPrefixIndex(products: readonly Product[]): TextIndex {
  const postings = new Map<string, Map<string, number>>();
  for (const product of products) {
    const doc = searchableDoc(product);
    const fields: [string, number][] = [
      [doc.name, 3],
      [doc.colour, 1.5],
      [doc.category, 1],
      [doc.material, 1],
    ];
    for (const [text, weight] of fields) {
      for (const word of tokenize(text)) {
        const docs = postings.get(word) ?? new Map<string, number>();
        docs.set(doc.id, (docs.get(doc.id) ?? 0) + weight);
        postings.set(word, docs);
      }
    }
  }
  const vocabulary = [...postings.keys()];
  return {
    search(text) {
      let result: Map<string, number> | undefined;
      for (const term of tokenize(text)) {
        const maxEdits = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
        const matches = new Map<string, number>();
        for (const word of vocabulary) {
          const exact = word === term;
          if (!exact && !word.startsWith(term) && !(maxEdits > 0 && withinDistance(term, word, maxEdits))) continue;
          for (const [id, weight] of postings.get(word)!) matches.set(id, (matches.get(id) ?? 0) + (exact ? weight * 2 : weight));
        }
        result = result === undefined ? matches : intersect(result, matches);
        if (result.size === 0) break;
      }
      return result ?? new Map();
    },
  };
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function intersect(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, score] of a) {
    const other = b.get(id);
    if (other !== undefined) out.set(id, score + other);
  }
  return out;
}

/** Levenshtein distance ≤ max, with the usual early exit per row. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}
