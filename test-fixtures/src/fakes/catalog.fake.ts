import { type Facet, normalizeProduct, type Product, type RecommendationSlot, type Recommendations } from '@sockshop/core/catalog';
import { domainError, MESSAGES } from '@sockshop/core/errors';
import type { CatalogError, CatalogPort, CatalogScope, ProductQuery, RecommendationsRequest } from '@sockshop/core/ports';
import { materialOf, salesOf } from '@sockshop/sandbox/catalogue/attributes';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';

/** How the service behind the port misbehaves; a transient 'rate-limited' or 'unavailable' (≤ retries) is absorbed. */
export type CatalogFault = 'rate-limited' | 'unavailable' | 'timeout' | 'malformed';

const FAULT_ERRORS: Record<CatalogFault, CatalogError> = {
  'rate-limited': domainError('RATE_LIMITED', 'Search service rate limit reached'),
  unavailable: domainError('UPSTREAM_UNAVAILABLE', 'Search service answered 503'),
  timeout: domainError('UPSTREAM_UNAVAILABLE', 'Search service timed out'),
  malformed: domainError('UPSTREAM_CONTRACT', 'Search service answered an unexpected shape'),
};
const RETRIED: readonly CatalogFault[] = ['rate-limited', 'unavailable'];
const BASKET_LIMIT = 8;

export interface FakeCatalogOptions {
  /** Mirrors the HTTP adapter: this many failed attempts of a call are absorbed. */
  retries?: number;
  /** Every call answers after this delay. */
  delayMs?: number;
}

/** In-memory CatalogPort with the HTTP adapter's observable behaviour; seed it with products, tell it to fail or be slow. */
export class FakeCatalog implements CatalogPort {
  private products: Product[] = [];
  private fault: { kind: CatalogFault; remaining: number } | undefined;
  private readonly retries: number;
  delayMs: number;

  constructor(products: readonly Product[] = [], options: FakeCatalogOptions = {}) {
    this.seed(products);
    this.retries = options.retries ?? 2;
    this.delayMs = options.delayMs ?? 0;
  }

  seed(products: readonly Product[]): void {
    this.products = [...products];
  }

  /** The next `times` requests to the service (default: every one) meet the fault. */
  fail(fault: CatalogFault, times = Number.POSITIVE_INFINITY): void {
    this.fault = { kind: fault, remaining: times };
  }

  clearFaults(): void {
    this.fault = undefined;
  }

  search(query: ProductQuery, scope: CatalogScope) {
    return this.answer(() => {
      const matching = this.matching(query, scope);
      return ok({
        products: matching.slice(query.offset, query.offset + query.limit),
        facets: facetsOf(matching, query.filters),
        total: matching.length,
      });
    });
  }

  suggest(term: string, limit: number, scope: CatalogScope) {
    // Suggestions only for trimmed input of at least 3 characters.
    if (term.trim().length < 3) return okAsync([]);
    return this.answer(() =>
      ok(
        this.matching({ term, limit, offset: 0 }, scope)
          .slice(0, limit)
          .map((p) => ({ id: p.sku, product: { sku: p.sku, title: p.name, photo: p.media.hero.thumbnail } })),
      ),
    );
  }

  findProduct(sku: string, scope: CatalogScope) {
    if (sku.trim() === '') return errAsync(domainError('INVALID_INPUT', MESSAGES.noSku));
    return this.answer(() => {
      const product = this.visible(scope).find((p) => p.sku === sku || p.variants.some((v) => v.sku === sku));
      return product ? ok(product) : notFound(sku);
    });
  }

  recommendFor(slot: RecommendationSlot, sku: string, _sessionId: string, scope: CatalogScope) {
    if (sku.trim() === '') return errAsync(domainError('INVALID_INPUT', MESSAGES.noSku));
    return this.answer((): Result<Recommendations, CatalogError> => {
      const visible = this.visible(scope);
      const product = visible.find((p) => p.sku === sku || p.variants.some((v) => v.sku === sku));
      if (!product) return notFound(sku);
      const others = visible.filter((p) => p.sku !== product.sku && p.stockStatus !== 'no-stock').sort(bySales);
      const cluster = others.filter((p) => p.categories.some((c) => product.categories.includes(c))).slice(0, 4);
      const rest = others.filter((p) => !cluster.includes(p));
      const similar = rest.filter((p) => p.color.primary === product.color.primary).slice(0, 4);
      const picks = [
        ...cluster.map((p) => ({ distribution: 1 as const, product: p })),
        ...rest
          .filter((p) => !similar.includes(p))
          .slice(0, 4)
          .map((p) => ({ distribution: 2 as const, product: p })),
        ...similar.map((p) => ({ distribution: 3 as const, product: p })),
      ];
      return picks.length === 0 ? noRecommendations() : ok({ id: slot, recommendations: picks, total: picks.length });
    });
  }

  listRecommendations(request: RecommendationsRequest, scope: CatalogScope) {
    return this.answer((): Result<Recommendations, CatalogError> => {
      const selected = String(request.variables.$selected_items_1 ?? '').split(',');
      const category = request.variables.$category;
      const listed = this.visible(scope)
        .filter(
          (p) =>
            p.stockStatus !== 'no-stock' && !selected.includes(p.sku) && (typeof category !== 'string' || p.categories.includes(category)),
        )
        .sort(bySales);
      if (listed.length === 0) return noRecommendations();
      const limit = request.slot === 'basket' ? Math.min(request.limit, BASKET_LIMIT) : request.limit;
      const page = listed.slice((request.page - 1) * limit, request.page * limit);
      return ok({ id: request.slot, recommendations: page.map((p) => ({ distribution: 2 as const, product: p })), total: listed.length });
    });
  }

  availableFilters(scope: CatalogScope) {
    return this.answer(() => ok(facetsOf(this.visible(scope), {})));
  }

  categoryPriceRange(category: string, scope: CatalogScope) {
    return this.answer(() => {
      const prices = this.visible(scope)
        .filter((p) => p.categories.includes(category))
        .map((p) => priceIn(p, scope));
      return ok(prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) });
    });
  }

  /** Only the storefront's variants; products with none are not sold there. */
  private visible(scope: CatalogScope): Product[] {
    return this.products.flatMap((p) => {
      const product = normalizeProduct({ _id: p.id, ...p }, scope.storefront);
      return product.isOk() ? [product.value] : [];
    });
  }

  private matching(query: ProductQuery, scope: CatalogScope): Product[] {
    const words = (query.term ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = this.visible(scope).filter((p) => {
      const text = `${p.name} ${p.color.primary} ${p.color.secondary ?? ''} ${p.categories.join(' ')} ${materialOf(p) ?? ''}`.toLowerCase();
      const tokens = text.split(/[^a-z0-9]+/);
      if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) return false;
      if (query.category && !p.categories.includes(query.category)) return false;
      const price = priceIn(p, scope);
      if (query.price && (price < query.price.min || price > query.price.max)) return false;
      return Object.entries(query.filters ?? {}).every(
        ([attribute, values]) => values.length === 0 || values.some((v) => valuesOf(p, attribute).includes(v)),
      );
    });
    const sort = query.sort;
    if (sort?.attribute === 'price') found.sort((a, b) => (sort.order === 'asc' ? 1 : -1) * (priceIn(a, scope) - priceIn(b, scope)));
    else if (sort?.attribute === 'updatedAt' || sort?.attribute === 'newest')
      found.sort((a, b) => (sort.order === 'asc' ? 1 : -1) * a.updatedAt.localeCompare(b.updatedAt));
    else found.sort(bySales);
    return found;
  }

  /** Applies a pending fault the way the HTTP adapter meets it (retries absorb a short burst), then the delay. */
  private answer<T>(produce: () => Result<T, CatalogError>): ResultAsync<T, CatalogError> {
    const fault = this.fault;
    let failure: CatalogError | undefined;
    if (fault) {
      const attempts = RETRIED.includes(fault.kind) ? this.retries + 1 : 1;
      if (fault.remaining >= attempts) failure = FAULT_ERRORS[fault.kind];
      fault.remaining -= Math.min(attempts, fault.remaining);
      if (fault.remaining <= 0) this.fault = undefined;
    }
    const delay = fault?.kind === 'timeout' && failure ? Math.max(this.delayMs, 20) : this.delayMs;
    const settle = new Promise<Result<T, CatalogError>>((resolve) => setTimeout(() => resolve(failure ? err(failure) : produce()), delay));
    return new ResultAsync(settle);
  }
}

const bySales = (a: Product, b: Product) => salesOf(b) - salesOf(a) || a.sku.localeCompare(b.sku);
const priceIn = (product: Product, scope: CatalogScope) => product.currencies[scope.currency]?.finalPrice ?? product.price.final;
const notFound = (sku: string) => err(domainError('NOT_FOUND', MESSAGES.productNotFound(sku)));
const noRecommendations = () => err(domainError('NOT_FOUND', MESSAGES.noRecommendations));

function valuesOf(product: Product, attribute: string): string[] {
  if (attribute === 'color') return [product.color.primary];
  if (attribute === 'material') return [materialOf(product) ?? ''];
  if (attribute === 'size') return product.availableSizes;
  if (attribute === 'badges') return product.badges;
  return [];
}

function facetsOf(products: readonly Product[], filters: ProductQuery['filters']): Facet[] {
  return ['color', 'material', 'size', 'badges'].map((attribute) => {
    const counts = new Map<string, number>();
    for (const p of products) for (const v of valuesOf(p, attribute)) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    const selected = filters?.[attribute] ?? [];
    return {
      id: attribute,
      type: 'facet' as const,
      items: [...counts].map(([value, count]) => ({ value, count, selected: selected.includes(value) })),
      metadata: { attribute },
    };
  });
}
