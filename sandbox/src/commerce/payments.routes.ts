import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestClientKey } from '../http/client-key.js';
import { limitBody, readJson } from '../http/json-api.js';
import { NotificationSchema, verifyNotification } from '../payment-provider/hmac.js';
import type { ProviderClient } from '../payment-provider/provider.client.js';
import { BODY_LIMIT, cartClaimsOf } from './http-support.js';
import type { NotificationInbox } from './notifications.inbox.js';
import type { OrdersService } from './orders.service.js';
import { blockedMethodsOf } from './payment-method-rules.js';
import { type CheckpointName, type PaymentsService, providerError } from './payments.service.js';
import {
  DetailsBodySchema,
  idempotencyKeyOf,
  OrderBodySchema,
  PaymentBodySchema,
  PaymentMethodsBodySchema,
  PaypalUpdateBodySchema,
} from './payments.validation.js';
import { serviceError } from './service-errors.js';
import { parseInput } from './validation.js';

export interface PaymentRouteDeps {
  orders: OrdersService;
  payments: PaymentsService;
  inbox: NotificationInbox;
  provider: (() => ProviderClient) | null;
  providerPath: string;
  hmacKey: string | null;
  jwtSecret: string;
  /** False when the client's address has used up its payment calls (no card-testing oracle). */
  takeRateToken: (c: Context) => Promise<boolean>;
  checkpoint: (name: CheckpointName) => void;
  afterOutcome: () => void;
}

/** An answer the services built, or an idempotent one replayed from the database with the status it had. */
const answerWith = (c: Context, answer: { status: number; body: unknown }) => c.json(answer.body, answer.status as ContentfulStatusCode);

/** The payment endpoints and the provider's webhook, as the payments protocol describes them (docs/protocols.md). */
export function registerPaymentRoutes(app: Hono, deps: PaymentRouteDeps): void {
  const { orders, payments } = deps;
  const checkProvider = (segment: string | undefined) => {
    if (segment !== deps.providerPath) throw serviceError('NOT_FOUND', `Unknown payment provider ${segment}`);
  };
  const provider = () => {
    if (!deps.provider) throw serviceError('PAYMENTS_NOT_CONFIGURED', 'No payment provider is configured');
    return deps.provider();
  };
  const limited = async (c: Context) => {
    if (!(await deps.takeRateToken(c))) throw serviceError('RATE_LIMITED', 'Too many payment requests; try again in a moment');
  };
  const bodyLimit = limitBody(BODY_LIMIT);

  app.post('/carts/:provider/orders', bodyLimit, async (c) => {
    checkProvider(c.req.param('provider'));
    await limited(c);
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const key = idempotencyKeyOf(c);
    const body = parseInput(OrderBodySchema, await readJson(c));
    const answer = orders.create(claims, body, key, requestClientKey(c));
    return answerWith(c, answer);
  });

  app.post('/payments/:provider/paymentmethods', bodyLimit, async (c) => {
    checkProvider(c.req.param('provider'));
    cartClaimsOf(c, deps.jwtSecret);
    const body = parseInput(PaymentMethodsBodySchema, await readJson(c));
    let answer: Awaited<ReturnType<ProviderClient['paymentMethods']>>;
    try {
      answer = await provider().paymentMethods({
        countryCode: body.countryCode,
        shopperLocale: `${body.languageCode}-${body.countryCode}`,
        amount: body.amount,
        channel: body.channel,
        // The country's blocked methods are left out even when the browser's list misses them.
        blockedPaymentMethods: [...new Set([...body.blockedPaymentMethods, ...blockedMethodsOf(body.countryCode)])],
      });
    } catch (error) {
      throw providerError(error);
    }
    return c.json({
      paymentMethods: answer.paymentMethods.map(({ type, name, brands }) => ({ type, name, ...(brands ? { brands } : {}) })),
    });
  });

  app.post('/payments/:provider/payments', bodyLimit, async (c) => {
    checkProvider(c.req.param('provider'));
    await limited(c);
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const key = idempotencyKeyOf(c);
    const body = parseInput(PaymentBodySchema, await readJson(c));
    provider();
    const answer = await payments.pay(claims, body, key);
    return answerWith(c, answer);
  });

  app.post('/payments/:provider/payments/details', bodyLimit, async (c) => {
    checkProvider(c.req.param('provider'));
    await limited(c);
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const body = parseInput(DetailsBodySchema, await readJson(c));
    provider();
    const answer = await payments.details(claims, body.orderId, body.details.redirectResult);
    return answerWith(c, answer);
  });

  app.post('/payments/:provider/payments/paypal/updateOrder', bodyLimit, async (c) => {
    checkProvider(c.req.param('provider'));
    await limited(c);
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const body = parseInput(PaypalUpdateBodySchema, await readJson(c));
    provider();
    return c.json(await payments.paypalUpdateOrder(claims, body));
  });

  // A failedReason rejects the confirmation; it never carries the provider's reason.
  app.get('/payments/:provider/orders/:id/confirmation', (c) => {
    checkProvider(c.req.param('provider'));
    const claims = cartClaimsOf(c, deps.jwtSecret);
    const row = orders.orderOf(claims, c.req.param('id'));
    if (row.status === 'refused') {
      return c.json({ failedReason: 'Refused', error: { code: 'PAYMENT_FAILED', message: 'The payment was refused' } }, 409);
    }
    const closed = row.status === 'cancelled' || row.status === 'expired' ? orders.closedError(row) : null;
    if (closed) {
      const failedReason = row.status === 'expired' ? 'Expired' : 'Cancelled';
      return c.json({ failedReason, error: { code: closed.code, message: closed.message } }, 409);
    }
    return c.json({ order: orders.view(row) });
  });

  // The provider's webhook: every item must carry a valid HMAC (docs/protocols.md), else nothing is stored.
  app.post('/notifications/:provider', limitBody(256 * 1024), async (c) => {
    checkProvider(c.req.param('provider'));
    const body = parseInput(NotificationSchema, await readJson(c));
    const items = body.notificationItems.map((n) => n.NotificationRequestItem);
    if (!deps.hmacKey || !items.every((item) => verifyNotification(item, deps.hmacKey!))) {
      throw serviceError('UNAUTHORIZED', 'Invalid notification signature');
    }
    const received = deps.inbox.receive(items);
    deps.checkpoint('before-notification-applied');
    for (const { id, item } of received) deps.inbox.apply(id, item);
    deps.afterOutcome();
    return c.text('[accepted]');
  });
}
