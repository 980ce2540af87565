import { type Cart, isClosedCart, normalizeShippingMethods, parseCart, RawShippingMethodSchema } from '@sockshop/core/cart';
import { domainError, MESSAGES } from '@sockshop/core/errors';
import { findMarket, type WarehouseRegion } from '@sockshop/core/markets';
import type { CartLine, CartScope, CartTokenStore, CommerceError, CommercePort, Logger } from '@sockshop/core/ports';
import { silentLogger } from '@sockshop/core/ports';
import ky, { type KyInstance } from 'ky';
import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { toHttpCommerceError } from './commerce.errors.js';

export interface HttpCommerceOptions {
  /** The commerce service's cart path (`/{cartpath}` in docs/protocols.md). */
  baseUrl: string;
  tokens: CartTokenStore;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries of GETs only: a cart write is never sent twice. */
  retries?: number;
  logger?: Logger;
}

const ShipmentsAnswerSchema = z.object({ shippingMethods: z.array(RawShippingMethodSchema) });
const StockAnswerSchema = z.object({ products: z.array(z.object({ id: z.string(), isAvailable: z.boolean() })) });
const TokenSchema = z.object({ jwtToken: z.string().min(1) });

type Changes = { products?: CartLine[]; code?: string; deleteDiscount?: true; store?: { countryCode: string; languageCode: string } };

const tokenMissing = () => err(domainError('NOT_FOUND', MESSAGES.cartTokenMissing));

/** CommercePort over the commerce backend's cart API with ky. */
export function createHttpCommerce(options: HttpCommerceOptions): CommercePort {
  const { tokens } = options;
  const logger = options.logger ?? silentLogger;
  const api: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 8_000,
    retry: { limit: options.retries ?? 2, methods: ['get'], delay: (attempt) => Math.min(100 * 2 ** (attempt - 1), 1_000) },
  });

  /** Sends with the region's token; a reset code drops the token. */
  async function send(
    scope: CartScope,
    method: 'get' | 'put' | 'post',
    path: string,
    json?: unknown,
    searchParams?: Record<string, string>,
  ) {
    const token = tokens.read(scope.region);
    try {
      return await api(path, {
        method,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(json === undefined ? {} : { json }),
        ...(searchParams ? { searchParams } : {}),
      }).json<unknown>();
    } catch (error) {
      const mapped = await toHttpCommerceError(error);
      if (mapped.code === 'CART_RESET') tokens.clear(scope.region);
      throw Object.assign(new Error(mapped.message), { mapped });
    }
  }

  const runSend = <T>(work: () => Promise<Result<T, CommerceError>>) =>
    new ResultAsync<T, CommerceError>(
      work().catch(async (error: unknown) => {
        const mapped = (error as { mapped?: CommerceError }).mapped;
        return err(mapped ?? (await toHttpCommerceError(error)));
      }),
    );

  /** Any answer with jwtToken stores it; a closed cart resets. */
  function toCartResult(scope: CartScope, body: unknown): Result<Cart, CommerceError> {
    const token = TokenSchema.safeParse(body);
    if (token.success) tokens.write(scope.region, token.data.jwtToken);
    if (isClosedCart(body as { state: 'CLOSED' })) {
      tokens.clear(scope.region);
      logger.info(MESSAGES.cartTokenReset, { reason: 'CART_CLOSED' });
      return err(domainError('CART_RESET', 'RESET', { code: 'CART_CLOSED' }));
    }
    return parseCart(body);
  }

  /** Create-on-first-write: without a token the write is a POST carrying the store. */
  const write = (scope: CartScope, changes: Changes) =>
    runSend(async () => {
      const hasToken = tokens.read(scope.region) !== null;
      const body = hasToken
        ? await send(scope, 'put', 'carts', changes)
        : await send(scope, 'post', 'carts', { ...changes, store: { countryCode: scope.countryCode, languageCode: scope.languageCode } });
      return toCartResult(scope, body);
    });

  const fetchCart = (scope: CartScope) =>
    tokens.read(scope.region) === null
      ? new ResultAsync(Promise.resolve(tokenMissing()))
      : runSend(async () => toCartResult(scope, await send(scope, 'get', 'carts')));

  // Writes of one region run one after another: two first writes must not create two carts, and two adds to a
  // line must not both read the same quantity (a double click).
  const queues = new Map<WarehouseRegion, Promise<unknown>>();
  function serialized<T>(scope: CartScope, work: () => ResultAsync<T, CommerceError>): ResultAsync<T, CommerceError> {
    const next = (queues.get(scope.region) ?? Promise.resolve()).then(() => work());
    queues.set(
      scope.region,
      next.then(
        () => undefined,
        () => undefined,
      ),
    );
    return new ResultAsync(next);
  }

  function addProducts(lines: CartLine[], scope: CartScope): ResultAsync<Cart, CommerceError> {
    const added = new Map<string, number>();
    for (const line of lines) added.set(line.id, (added.get(line.id) ?? 0) + line.quantity);
    // The backend sets absolute quantities: an add is the current quantity plus the added one.
    const current: ResultAsync<Cart | null, CommerceError> =
      tokens.read(scope.region) === null ? new ResultAsync(Promise.resolve(ok(null))) : fetchCart(scope);
    return current.andThen((cart) => {
      const products = [...added].map(([id, quantity]) => ({
        id,
        quantity: quantity + (cart?.items.find((i) => i.id === id)?.quantity ?? 0),
      }));
      return write(scope, { products });
    });
  }

  return {
    fetchCart,
    addProducts: (lines, scope) => serialized(scope, () => addProducts(lines, scope)),
    updateProduct: (line, scope) => serialized(scope, () => write(scope, { products: [line] })),
    selectShippingMethod: (id, scope) => serialized(scope, () => write(scope, { products: [{ id, quantity: 1 }] })),
    updateMarket: (scope) =>
      tokens.read(scope.region) === null
        ? new ResultAsync(Promise.resolve(tokenMissing()))
        : serialized(scope, () => write(scope, { store: { countryCode: scope.countryCode, languageCode: scope.languageCode } })),
    applyDiscountCode(code, scope) {
      const wanted = code.trim().toUpperCase();
      // A discount-code response without the discount code is an error.
      return serialized(scope, () => write(scope, { code: wanted })).andThen((cart) =>
        cart.discountCode?.toUpperCase() === wanted ? ok(cart) : err(domainError('INVALID_INPUT', MESSAGES.missingDiscountCode, { code })),
      );
    },
    removeDiscountCode: (scope) => serialized(scope, () => write(scope, { deleteDiscount: true })),
    listShippingMethods(country, scope) {
      // Shipping methods need a cart token.
      if (tokens.read(scope.region) === null) return new ResultAsync(Promise.resolve(tokenMissing()));
      return runSend(async () => {
        const parsed = ShipmentsAnswerSchema.safeParse(await send(scope, 'get', `shipments/${country}`));
        if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', 'Invalid shipping methods received', parsed.error.issues));
        // Prices are read by market language; the market currency is only the fallback key.
        const currency = findMarket(scope.countryCode, 'production')?.currency.code ?? 'EUR';
        const methods = normalizeShippingMethods(parsed.data.shippingMethods, scope.languageCode, currency, logger);
        if (methods.length === 0) logger.error(MESSAGES.noShippingMethods, { country });
        return ok(methods);
      });
    },
    checkStock(productIds, scope) {
      return runSend(async () => {
        const body = await send(scope, 'get', 'products', undefined, { storeId: scope.countryCode, productIds: productIds.join(',') });
        const parsed = StockAnswerSchema.safeParse(body);
        if (!parsed.success) return err(domainError('UPSTREAM_CONTRACT', 'Invalid stock answer received', parsed.error.issues));
        // A stock check needs a product in the response.
        const missing = productIds.filter((id) => !parsed.data.products.some((p) => p.id === id));
        if (missing.length > 0) return err(domainError('NOT_FOUND', MESSAGES.missingProductInStock, { missing }));
        return ok(parsed.data.products);
      });
    },
  };
}
