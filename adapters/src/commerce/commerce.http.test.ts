import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawCart } from '@sockshop/core/cart';
import type { CartScope } from '@sockshop/core/ports';
import { listen, type RunningService } from '@sockshop/sandbox/http/serve';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpCommerce } from './commerce.http.js';
import { createMemoryTokenStore } from './token-store.memory.js';

const DE: CartScope = { countryCode: 'DE', languageCode: 'de', region: 'NL' };

const rawCart = (overrides: Partial<RawCart> = {}): RawCart => ({
  id: 'cart-1',
  state: 'OPEN',
  cartItems: [],
  store: { countryCode: 'DE', languageCode: 'de', currencyUnit: 'EUR', taxPercentage: 19 },
  totalPrice: 0,
  totalPriceWithDiscount: 0,
  totalDiscountAmount: 0,
  totalTaxAmount: 0,
  discounts: { code: null, rules: [], orderRules: [], productDiscounts: [], cartDiscount: 0 },
  jwtToken: 'rotated-token',
  ...overrides,
});

let stub: RunningService | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/** A scripted commerce service: answers with `reply` and counts requests per method. */
async function startStub(reply: (req: IncomingMessage, res: ServerResponse) => void) {
  const hits: Record<string, number> = {};
  stub = await listen(
    (req, res) => {
      hits[req.method ?? ''] = (hits[req.method ?? ''] ?? 0) + 1;
      req.resume().on('end', () => reply(req, res));
    },
    { port: 0 },
  );
  return { url: stub.url, hits };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('createHttpCommerce', () => {
  it('retries a failed GET but never a cart write', async () => {
    const { url, hits } = await startStub((_req, res) => json(res, 503, { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } }));
    const commerce = createHttpCommerce({ baseUrl: url, tokens: createMemoryTokenStore({ NL: 'token' }), retries: 2 });
    expect((await commerce.fetchCart(DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
    expect(hits.GET).toBe(3);
    expect((await commerce.updateProduct({ id: 'SOCK-001-3638', quantity: 1 }, DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
    expect(hits.PUT).toBe(1);
  });

  it('gives up after its timeout (UPSTREAM_UNAVAILABLE)', async () => {
    const { url } = await startStub((_req, res) => setTimeout(() => json(res, 200, rawCart()), 500));
    const commerce = createHttpCommerce({ baseUrl: url, tokens: createMemoryTokenStore({ NL: 'token' }), timeoutMs: 50, retries: 0 });
    expect((await commerce.fetchCart(DE))._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('stores the jwtToken of every cart answer', async () => {
    const { url } = await startStub((_req, res) => json(res, 200, rawCart()));
    const tokens = createMemoryTokenStore({ NL: 'old-token' });
    await createHttpCommerce({ baseUrl: url, tokens }).fetchCart(DE);
    expect(tokens.read('NL')).toBe('rotated-token');
  });

  it('a closed cart fetched resets and drops the token', async () => {
    const { url } = await startStub((_req, res) => json(res, 200, rawCart({ state: 'CLOSED' })));
    const tokens = createMemoryTokenStore({ NL: 'token' });
    expect((await createHttpCommerce({ baseUrl: url, tokens }).fetchCart(DE))._unsafeUnwrapErr().code).toBe('CART_RESET');
    expect(tokens.read('NL')).toBeNull();
  });

  it.each(['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED'])('%s is the reset signal and drops the token', async (code) => {
    const { url } = await startStub((_req, res) => json(res, 410, { error: { code, message: 'gone' } }));
    const tokens = createMemoryTokenStore({ NL: 'token' });
    const result = await createHttpCommerce({ baseUrl: url, tokens }).updateProduct({ id: 'SOCK-001-3638', quantity: 1 }, DE);
    expect(result._unsafeUnwrapErr().code).toBe('CART_RESET');
    expect(tokens.read('NL')).toBeNull();
  });

  it('an answer that is not a cart is UPSTREAM_CONTRACT', async () => {
    const { url } = await startStub((_req, res) => json(res, 200, { hello: 'world' }));
    const result = await createHttpCommerce({ baseUrl: url, tokens: createMemoryTokenStore({ NL: 'token' }) }).fetchCart(DE);
    expect(result._unsafeUnwrapErr().code).toBe('UPSTREAM_CONTRACT');
  });

  it('without a token the first write is a POST carrying the store', async () => {
    let seen: unknown;
    const { url, hits } = await startStub((req, res) => {
      seen = req.method;
      json(res, 201, rawCart());
    });
    const tokens = createMemoryTokenStore();
    await createHttpCommerce({ baseUrl: url, tokens }).addProducts([{ id: 'SOCK-001-3638', quantity: 1 }], DE);
    expect(seen).toBe('POST');
    expect(hits.GET).toBeUndefined();
    expect(tokens.read('NL')).toBe('rotated-token');
  });
});
