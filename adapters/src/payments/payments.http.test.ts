import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import type { CartScope } from '@sockshop/core/ports';
import { listen, type RunningService } from '@sockshop/sandbox/http/serve';
import { anOrder } from '@sockshop/test-fixtures/builders/order.builder';
import { memoryTokenStore, orderRequest } from '@sockshop/test-fixtures/contracts/payments.contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpPayments } from './payments.http.js';

type Reply = { status: number; body: unknown; delayMs?: number };
interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const scope: CartScope = { countryCode: 'DE', languageCode: 'de', region: 'NL' };

/** A scripted stand-in for the commerce service: answers the queued replies in order, then the default. */
describe('createHttpPayments: protocol details the contract suite does not see', () => {
  let server: RunningService;
  const seen: Seen[] = [];
  let replies: Reply[] = [];
  let fallback: Reply = { status: 200, body: {} };

  beforeAll(async () => {
    server = await listen(
      async (req, res) => {
        const body = await text(req);
        seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body ? JSON.parse(body) : undefined });
        const reply = replies.shift() ?? fallback;
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (!res.destroyed) res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      },
      { port: 0 },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    seen.length = 0;
    replies = [];
    fallback = { status: 200, body: {} };
  });

  const adapter = (timeoutMs = 2_000) => {
    const tokens = memoryTokenStore();
    tokens.write('NL', 'jwt-1');
    return { tokens, payments: createHttpPayments({ baseUrl: `${server.url}/`, tokens, timeoutMs }) };
  };
  const outcome = { resultCode: 'Authorised', pspReference: 'PSP' };

  it('sends the bearer token and the idempotency key to the provider path', async () => {
    fallback = { status: 200, body: outcome };
    const { payments } = adapter();
    await payments.submitPayment({ orderId: 'o-1', paymentMethod: { type: 'scheme' }, idempotencyKey: 'k-1' }, scope);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/payments/adyen/payments',
      body: { orderId: 'o-1', paymentMethod: { type: 'scheme' } },
    });
    expect(seen[0]!.headers.authorization).toBe('Bearer jwt-1');
    expect(seen[0]!.headers['idempotency-key']).toBe('k-1');
    expect(seen[0]!.body).not.toHaveProperty('idempotencyKey');
  });

  it("a missing token fails with 'Cart token is missing' and sends nothing", async () => {
    const tokens = memoryTokenStore();
    const payments = createHttpPayments({ baseUrl: server.url, tokens });
    const error = (await payments.confirmOrder('o-1', scope))._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Cart token is missing' });
    expect(seen).toHaveLength(0);
  });

  it('retries a keyed POST after a 503 and after an in-flight 409, with the same key', async () => {
    replies = [
      { status: 503, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } },
      { status: 409, body: { error: { code: 'IDEMPOTENCY_IN_FLIGHT', message: 'busy' } } },
    ];
    fallback = { status: 200, body: outcome };
    const { payments } = adapter();
    const result = await payments.submitPayment({ orderId: 'o-1', paymentMethod: { type: 'scheme' }, idempotencyKey: 'k-2' }, scope);
    expect(result._unsafeUnwrap()).toEqual({ status: 'authorised', pspReference: 'PSP' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['k-2', 'k-2', 'k-2']);
  });

  it('retries a keyed POST that timed out', async () => {
    replies = [{ status: 200, body: outcome, delayMs: 400 }];
    fallback = { status: 200, body: outcome };
    const { payments } = adapter(200);
    const result = await payments.submitPayment({ orderId: 'o-1', paymentMethod: { type: 'scheme' }, idempotencyKey: 'k-3' }, scope);
    expect(result.isOk()).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it('never retries an unkeyed POST, and answers UPSTREAM_UNAVAILABLE on a timeout', async () => {
    fallback = { status: 503, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } };
    const { payments } = adapter();
    const error = (await payments.submitDetails({ orderId: 'o-1', redirectResult: 'r' }, scope))._unsafeUnwrapErr();
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen).toHaveLength(1);

    seen.length = 0;
    fallback = { status: 200, body: outcome, delayMs: 400 };
    const slow = (await adapter(150).payments.submitDetails({ orderId: 'o-1', redirectResult: 'r' }, scope))._unsafeUnwrapErr();
    expect(slow).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: 'The commerce service timed out' });
    expect(seen).toHaveLength(1);
  });

  it('does not retry a keyed POST on a business error such as OUT_OF_STOCK', async () => {
    fallback = { status: 409, body: { error: { code: 'OUT_OF_STOCK', message: 'gone' } } };
    const error = (await adapter().payments.createOrder(orderRequest(), scope))._unsafeUnwrapErr();
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(seen).toHaveLength(1);
  });

  it('maps TAX_JAR_ERROR to TAX_ADDRESS with zip and state renamed', async () => {
    fallback = { status: 400, body: { error: { code: 'TAX_JAR_ERROR', message: 'to_zip 90210 is not used within to_state NY' } } };
    const error = (await adapter().payments.createOrder(orderRequest(), scope))._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'TAX_ADDRESS', message: 'zip 90210 is not used within state NY' });
  });

  it('maps the cart reset codes to CART_RESET and drops the token', async () => {
    for (const code of ['CART_CLOSED', 'CART_NOT_FOUND']) {
      fallback = { status: code === 'CART_CLOSED' ? 410 : 404, body: { error: { code, message: code } } };
      const { payments, tokens } = adapter();
      const error = (await payments.createOrder(orderRequest(), scope))._unsafeUnwrapErr();
      expect(error.code).toBe('CART_RESET');
      expect(tokens.read('NL')).toBeNull();
    }
  });

  it('maps the other service codes', async () => {
    const cases: [number, string, string][] = [
      [401, 'UNAUTHORIZED', 'UNAUTHORIZED'],
      [422, 'MISSING_SHIPPING_OPTION_ERROR', 'MISSING_SHIPPING_OPTION'],
      [422, 'PAYMENT_FAILED', 'PAYMENT_REFUSED'],
      [400, 'INVALID_INPUT', 'INVALID_INPUT'],
      [404, 'NOT_FOUND', 'NOT_FOUND'],
      [429, 'SLOW_DOWN', 'RATE_LIMITED'],
      [418, 'TEAPOT', 'UPSTREAM_UNAVAILABLE'],
    ];
    for (const [status, code, expected] of cases) {
      fallback = { status, body: { error: { code, message: 'server says' } } };
      const error = (await adapter().payments.confirmOrder('o-1', scope))._unsafeUnwrapErr();
      expect(error.code, code).toBe(expected);
    }
  });

  it('the confirmation rejects on a failedReason with PAYMENT_REFUSED', async () => {
    fallback = { status: 422, body: { failedReason: 'Refused' } };
    const error = (await adapter().payments.confirmOrder('o-1', scope))._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'PAYMENT_REFUSED', message: 'Refused' });
  });

  it('the order status is the explicit status, else the last status-log entry, else unknown', async () => {
    const { status: _status, ...withoutStatus } = anOrder();
    const answers: [unknown, string][] = [
      [{ ...withoutStatus, status: 'paid', statusLog: [{ status: 'pending' }] }, 'paid'],
      [{ ...withoutStatus, statusLog: [{ status: 'pending' }, { status: 'Authorised' }] }, 'paid'],
      [{ ...withoutStatus, status: null, statusLog: [{ status: 'pending' }, { status: 'cancelled' }] }, 'cancelled'],
      [{ ...withoutStatus, status: '', statusLog: [] }, 'unknown'],
      [withoutStatus, 'unknown'],
    ];
    for (const [order, expected] of answers) {
      fallback = { status: 200, body: { order } };
      const confirmed = (await adapter().payments.confirmOrder('order-1', scope))._unsafeUnwrap();
      expect(confirmed.status, JSON.stringify(order)).toBe(expected);
      expect(confirmed).not.toHaveProperty('statusLog');
    }
  });

  it('answers UPSTREAM_CONTRACT for an uncoded 4xx', async () => {
    fallback = { status: 418, body: 'teapot' };
    const error = (await adapter().payments.confirmOrder('o-1', scope))._unsafeUnwrapErr();
    expect(error.code).toBe('UPSTREAM_CONTRACT');
  });

  it('answers UPSTREAM_CONTRACT when an answer breaks the wire schema', async () => {
    fallback = { status: 200, body: { resultCode: 'Maybe' } };
    const error = (await adapter().payments.submitDetails({ orderId: 'o', redirectResult: 'r' }, scope))._unsafeUnwrapErr();
    expect(error.code).toBe('UPSTREAM_CONTRACT');
  });

  it("translates the provider's result codes into the shop's outcome, its refusal reason left out", async () => {
    const { payments } = adapter();
    const details = () => payments.submitDetails({ orderId: 'o', redirectResult: 'r' }, scope);
    const answers: [unknown, unknown][] = [
      [{ resultCode: 'Authorised' }, { status: 'authorised' }],
      [
        { resultCode: 'Pending', pspReference: 'P' },
        { status: 'pending', pspReference: 'P' },
      ],
      [{ resultCode: 'Received' }, { status: 'pending' }],
      [
        { resultCode: 'Refused', refusalReason: 'FRAUD', pspReference: 'P' },
        { status: 'refused', pspReference: 'P' },
      ],
      [{ resultCode: 'Cancelled' }, { status: 'cancelled' }],
      [{ resultCode: 'Error' }, { status: 'error' }],
      [
        { resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: 'https://pay.example/r' } },
        { status: 'redirect', redirectUrl: 'https://pay.example/r' },
      ],
      [{ resultCode: 'RedirectShopper' }, { status: 'error' }],
    ];
    for (const [answer, expected] of answers) {
      fallback = { status: 200, body: answer };
      expect((await details())._unsafeUnwrap()).toEqual(expected);
    }
  });

  it('answers UPSTREAM_UNAVAILABLE when the service is unreachable', async () => {
    const tokens = memoryTokenStore();
    tokens.write('NL', 't');
    const payments = createHttpPayments({ baseUrl: 'http://127.0.0.1:9', tokens, timeoutMs: 500 });
    const error = (await payments.submitDetails({ orderId: 'o', redirectResult: 'r' }, scope))._unsafeUnwrapErr();
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
