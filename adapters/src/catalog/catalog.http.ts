import { normalizeProduct, type Product, type Recommendations } from '@sockshop/core/catalog';
import { domainError, MESSAGES } from '@sockshop/core/errors';
import { type CatalogError, type CatalogPort, type CatalogScope, type Logger, type ProductQuery, silentLogger } from '@sockshop/core/ports';
import ky, { type ResponsePromise } from 'ky';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { type NotFoundMessage, toCatalogError } from './catalog.errors.js';
import { filterExpression, mediaResolver, quote, requestContext, toFacet } from './catalog.mapping.js';
import { createAnswerMemo } from './catalog.memo.js';
import { tenantOf, type WidgetTable, widgetOf } from './catalog.slots.js';
import {
  FiltersAnswerSchema,
  PriceRangeAnswerSchema,
  RecommendationsAnswerSchema,
  SearchAnswerSchema,
  SUGGEST_MASK,
  SuggestAnswerSchema,
} from './catalog.wire.js';

export interface HttpCatalogOptions {
  /** The search and recommendation service, e.g. the sandbox's URL. */
  baseUrl: string;
  token: string;
  /** Prefix for the relative media paths the service sends; defaults to baseUrl. */
  imageBaseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  retries?: number;
  /** First retry delay; it doubles per attempt, up to 2 s. */
  retryDelayMs?: number;
  logger?: Logger;
  /** Storefronts whose recommendation widgets differ from the shared ones (catalog.slots.ts). */
  widgets?: WidgetTable;
  /** The fetch the calls go through (the server's composition root hands in one that measures them). */
  fetch?: typeof globalThis.fetch;
}

/** Suggestions fire only for trimmed input of at least 3 characters. */
const SUGGEST_MIN_LENGTH = 3;

/** CatalogPort over the hosted search and recommendation service's HTTP protocol (docs/protocols.md), with ky. */
export function createHttpCatalog(options: HttpCatalogOptions): CatalogPort {
  const logger = options.logger ?? silentLogger;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const api = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 3_000,
    headers: { authorization: `Bearer ${options.token}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: {
      limit: options.retries ?? 2,
      // Every call of this port is a read, POST /search and /search/suggest included (the body is the query, nothing
      // changes on the service), so POSTs are retried as explicitly as GETs. This adapter makes no writes.
      methods: ['get', 'post'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      // A slow service is not helped by being asked again while it is still slow.
      retryOnTimeout: false,
      maxRetryAfter: 2_000,
      delay: (attempt) => Math.min(retryDelayMs * 2 ** (attempt - 1), 2_000),
    },
  });

  const memo = createAnswerMemo();

  /**
   * One call to the service, its answer parsed and checked with `schema`, then shaped by `shape`. With `memoize`, the
   * shaped value is kept by the answer's exact text (catalog.memo.ts): a repeated answer skips parsing and validation.
   */
  function read<S extends z.ZodType, T = z.infer<S>>(
    request: () => ResponsePromise,
    schema: S,
    notFound?: NotFoundMessage,
    memoize?: { scope: string; shape: (answer: z.infer<S>) => T },
  ): ResultAsync<T, CatalogError> {
    const decode = (text: string): Result<T, CatalogError> => {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return err(domainError('UPSTREAM_CONTRACT', 'Search service answered with invalid JSON'));
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', 'Search service answered an unexpected shape', parsed.error.issues));
      return ok(memoize ? memoize.shape(parsed.data) : (parsed.data as T));
    };
    const attempt = async (): Promise<Result<T, CatalogError>> => {
      let text: string;
      try {
        text = await request().text();
      } catch (error) {
        return err(await toCatalogError(error, notFound));
      }
      return memoize ? memo.decode(memoize.scope, text, decode) : decode(text);
    };
    return new ResultAsync(attempt());
  }

  const context = requestContext;
  const { absolute, withAbsoluteMedia } = mediaResolver(options.imageBaseUrl ?? options.baseUrl);
  /** At the edge: each product validated and cut to the storefront; ones that fail are left out (and logged). */
  const productsFor = (raws: unknown[], scope: CatalogScope): Product[] =>
    raws.flatMap((raw) => {
      const product = normalizeProduct(raw, scope.storefront, logger);
      if (product.isOk()) return [withAbsoluteMedia(product.value)];
      if (product.error.code === 'UPSTREAM_CONTRACT') logger.warn(MESSAGES.invalidProduct, { sku: (raw as { sku?: unknown })?.sku });
      return [];
    });
  const searchBody = (query: string, scope: CatalogScope, searchOptions: Record<string, unknown>) => ({
    json: { token: options.token, query, options: searchOptions, context: context(scope) },
  });
  const recommendationsOf = (
    answer: z.infer<typeof RecommendationsAnswerSchema>,
    scope: CatalogScope,
  ): Result<Recommendations, CatalogError> => {
    if (answer.pagination.total === 0) return err(domainError('NOT_FOUND', MESSAGES.noRecommendations));
    const recommendations = answer.recommendations.flatMap(({ distribution, product }) =>
      productsFor([product], scope).map((p) => ({ distribution, product: p })),
    );
    return ok({ id: answer.id, recommendations, total: answer.pagination.total });
  };

  /** A storefront without the slot's widget logs its message and gets no recommendations. */
  const widgetFor = (slot: Parameters<CatalogPort['recommendFor']>[0], scope: CatalogScope) =>
    widgetOf(slot, scope.storefront, options.widgets).mapErr((message) => {
      logger.warn(message, { storefront: scope.storefront, slot });
      return domainError('NOT_FOUND', message);
    });

  return {
    search(query: ProductQuery, scope) {
      const searchOptions = {
        limit: query.limit,
        offset: query.offset,
        sortBy: query.sort ? [query.sort] : [],
        facets: Object.entries(query.filters ?? {}).map(([attribute, values]) => ({ id: attribute, attribute, values })),
        filter: filterExpression(query),
      };
      return read(() => api.post('search', searchBody(query.term?.trim() ?? '', scope, searchOptions)), SearchAnswerSchema, undefined, {
        // Products are cut to the storefront: the same text decodes differently for another one.
        scope: `search ${scope.storefront}`,
        shape: (answer) => ({
          products: productsFor(
            answer.items.map((item) => item.product),
            scope,
          ),
          facets: answer.metadata.facets.map(toFacet),
          total: answer.metadata.count,
        }),
      });
    },

    suggest(term, limit, scope) {
      const query = term.trim();
      if (query.length < SUGGEST_MIN_LENGTH) return okAsync([]);
      return read(
        () => api.post('search/suggest', searchBody(query, scope, { limit, customResponseMask: SUGGEST_MASK })),
        SuggestAnswerSchema,
      ).map((answer) =>
        answer.items.map((item) => ({
          id: item.id,
          product: { sku: item.product.sku, title: item.product.name, photo: absolute(item.product.media.hero.thumbnail) },
        })),
      );
    },

    findProduct(sku, scope) {
      if (sku.trim() === '') return errAsync(domainError('INVALID_INPUT', MESSAGES.noSku));
      const found = read(
        () => api.post('search', searchBody('', scope, { limit: 1, offset: 0, filter: `sku = ${quote(sku)}` })),
        SearchAnswerSchema,
      );
      return found.andThen((answer): Result<Product, CatalogError> => {
        const raw = answer.items[0]?.product;
        if (raw === undefined) return err(domainError('NOT_FOUND', MESSAGES.productNotFound(sku)));
        return normalizeProduct(raw, scope.storefront, logger).map(withAbsoluteMedia);
      });
    },

    recommendFor(slot, sku, sessionId, scope) {
      if (sku.trim() === '') return errAsync(domainError('INVALID_INPUT', MESSAGES.noSku));
      const searchParams = { sessionId, ...context(scope) };
      const found = widgetFor(slot, scope);
      if (found.isErr()) return errAsync(found.error);
      const { widget } = found.value;
      const path = `widget/${encodeURIComponent(widget)}/recommendations/sku/${encodeURIComponent(sku)}`;
      // The service says which was missing, the product or the widget's results; both in the spec's words.
      const notFound = (message: string) => (message === MESSAGES.productNotFound(sku) ? message : MESSAGES.noRecommendations);
      return read(() => api.get(path, { searchParams }), RecommendationsAnswerSchema, notFound).andThen((answer) =>
        recommendationsOf(answer, scope),
      );
    },

    listRecommendations(request, scope) {
      const searchParams = { limit: request.limit, page: request.page, variables: JSON.stringify(request.variables), ...context(scope) };
      const found = widgetFor(request.slot, scope);
      if (found.isErr()) return errAsync(found.error);
      const { widget, profile } = found.value;
      const path = `widget/${encodeURIComponent(widget)}/recommendations/${encodeURIComponent(profile)}`;
      return read(
        () => api.get(path, { searchParams }),
        RecommendationsAnswerSchema,
        () => MESSAGES.noRecommendations,
      ).andThen((answer) => recommendationsOf(answer, scope));
    },

    availableFilters(scope) {
      const json = { token: options.token, context: context(scope) };
      return read(() => api.post(`filters/${encodeURIComponent(tenantOf(scope.storefront, logger))}`, { json }), FiltersAnswerSchema).map(
        (answer) => answer.filters.map(toFacet),
      );
    },

    categoryPriceRange(category, scope) {
      const json = { token: options.token, category, context: context(scope) };
      return read(
        () => api.post(`price-range/${encodeURIComponent(tenantOf(scope.storefront, logger))}`, { json }),
        PriceRangeAnswerSchema,
      ).map((range) =>
        // A failed maximum answers null.
        range.min === null || range.max === null ? null : { min: range.min, max: range.max },
      );
    },
  };
}
