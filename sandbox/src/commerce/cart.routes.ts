import type { CountryCode } from '@sockshop/core/markets';
import type { Hono } from 'hono';
import { limitBody, readJson } from '../http/json-api.js';
import type { CartRepo } from './cart.repo.js';
import type { CartService } from './cart.service.js';
import { signCartToken } from './cart-token.js';
import { BODY_LIMIT, cartClaimsOf } from './http-support.js';
import { marketOf } from './market.table.js';
import { toRawShippingMethod } from './shipping.table.js';
import { CountryParamSchema, CreateCartBodySchema, parseInput, StockQuerySchema, UpdateCartBodySchema } from './validation.js';

export interface CartRouteDeps {
  carts: CartService;
  repo: CartRepo;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** The service's own base URL (for logo addresses). */
  baseUrl: () => string;
}

/** Carts, shipments and the stock check. */
export function registerCartRoutes(app: Hono, deps: CartRouteDeps): void {
  const { carts, repo } = deps;
  // Any response with a cart carries a fresh token.
  const withToken = (cartId: string) => {
    const cart = carts.view(cartId);
    const region = marketOf(cart.store.countryCode as CountryCode).region;
    return { ...cart, jwtToken: signCartToken({ cartId, region }, deps.jwtSecret, deps.tokenTtlSeconds) };
  };

  const bodyLimit = limitBody(BODY_LIMIT);

  app.post('/carts', bodyLimit, async (c) => {
    const body = parseInput(CreateCartBodySchema, await readJson(c));
    const row = carts.create(body.store, body);
    return c.json(withToken(row.id), 201);
  });

  app.get('/carts', (c) => {
    const claims = cartClaimsOf(c, deps.jwtSecret);
    // A closed cart is still fetched; the shop resets on seeing it.
    carts.cartOf(claims);
    return c.json(withToken(claims.cartId));
  });

  app.put('/carts', bodyLimit, async (c) => {
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const body = parseInput(UpdateCartBodySchema, await readJson(c));
    carts.change(claims, body);
    return c.json(withToken(claims.cartId));
  });

  // Shipping methods need a cart token.
  app.get('/shipments/:country', (c) => {
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const country = parseInput(CountryParamSchema, c.req.param('country'));
    const { options, free } = carts.shippingMethods(claims, country);
    return c.json({ shippingMethods: options.map((o) => toRawShippingMethod(o, free, deps.baseUrl())) });
  });

  // Stock check; storeId is a country code or a warehouse code (nl, nl-rsv, us, us-rsv).
  app.get('/products', (c) => {
    const query = parseInput(StockQuerySchema, c.req.query());
    const store = query.storeId.toUpperCase();
    const region = store.startsWith('US') ? 'US' : store.startsWith('NL') ? 'NL' : null;
    const country = parseInput(CountryParamSchema, region ? (region === 'US' ? 'US' : 'NL') : store);
    const warehouse = marketOf(country).region;
    const products = query.productIds.flatMap((id) => {
      const variant = repo.variant(id);
      const variants = variant ? [variant] : repo.productVariants(id);
      const local = variants.filter((v) => v.region === warehouse);
      // An id the warehouse does not sell is left out; the shop treats that as "Missing product in stock response".
      return local.length === 0 ? [] : [{ id, isAvailable: local.some((v) => v.stock > 0) }];
    });
    return c.json({ products });
  });

  app.get('/logos/:name', (c) => {
    const label = c.req
      .param('name')
      .replace(/\.svg$/, '')
      .replace(/[^a-z-]/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" role="img" aria-label="${label}"><rect width="96" height="32" rx="4" fill="#222"/><text x="48" y="21" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
  });
}
