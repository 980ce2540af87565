import type { IncomingMessage } from 'node:http';
import { type Router, readJson, sendJson } from '../http/http-kit.js';
import { NotificationSchema, verifyNotification } from '../payment-provider/hmac.js';
import type { ProviderClient } from '../payment-provider/provider.client.js';
import { BODY_LIMIT, cartClaimsOf } from './http-support.js';
import type { NotificationInbox } from './notifications.inbox.js';
import type { OrdersService } from './orders.service.js';
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
  /** False when the client's address has used up its payment calls (issue 10: no card-testing oracle). */
  takeRateToken: (req: IncomingMessage) => boolean;
  checkpoint: (name: CheckpointName) => void;
  afterOutcome: () => void;
}

/** spec §7 "Payments" and the provider's webhook, as the payments protocol describes them. */
export function registerPaymentRoutes(router: Router, deps: PaymentRouteDeps): void {
  const { orders, payments } = deps;
  const checkProvider = (segment: string | undefined) => {
    if (segment !== deps.providerPath) throw serviceError('NOT_FOUND', `Unknown payment provider ${segment}`);
  };
  const provider = () => {
    if (!deps.provider) throw serviceError('PAYMENTS_NOT_CONFIGURED', 'No payment provider is configured');
    return deps.provider();
  };
  const limited = (req: IncomingMessage) => {
    if (!deps.takeRateToken(req)) throw serviceError('RATE_LIMITED', 'Too many payment requests; try again in a moment');
  };

  router.post('/carts/:provider/orders', async ({ req, res, params }) => {
    checkProvider(params.provider);
    limited(req);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const key = idempotencyKeyOf(req);
    const body = parseInput(OrderBodySchema, await readJson(req, BODY_LIMIT));
    const answer = orders.create(claims, body, key);
    sendJson(res, answer.status, answer.body);
  });

  router.post('/payments/:provider/paymentmethods', async ({ req, res, params }) => {
    checkProvider(params.provider);
    cartClaimsOf(req, deps.jwtSecret);
    const body = parseInput(PaymentMethodsBodySchema, await readJson(req, BODY_LIMIT));
    let answer: Awaited<ReturnType<ProviderClient['paymentMethods']>>;
    try {
      answer = await provider().paymentMethods({
        countryCode: body.countryCode,
        shopperLocale: `${body.languageCode}-${body.countryCode}`,
        amount: body.amount,
        channel: body.channel,
        blockedPaymentMethods: body.blockedPaymentMethods,
      });
    } catch (error) {
      throw providerError(error);
    }
    sendJson(res, 200, {
      paymentMethods: answer.paymentMethods.map(({ type, name, brands }) => ({ type, name, ...(brands ? { brands } : {}) })),
    });
  });

  router.post('/payments/:provider/payments', async ({ req, res, params }) => {
    checkProvider(params.provider);
    limited(req);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const key = idempotencyKeyOf(req);
    const body = parseInput(PaymentBodySchema, await readJson(req, BODY_LIMIT));
    provider();
    const answer = await payments.pay(claims, body, key);
    sendJson(res, answer.status, answer.body);
  });

  router.post('/payments/:provider/payments/details', async ({ req, res, params }) => {
    checkProvider(params.provider);
    limited(req);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const body = parseInput(DetailsBodySchema, await readJson(req, BODY_LIMIT));
    provider();
    const answer = await payments.details(claims, body.orderId, body.details.redirectResult);
    sendJson(res, answer.status, answer.body);
  });

  router.post('/payments/:provider/payments/paypal/updateOrder', async ({ req, res, params }) => {
    checkProvider(params.provider);
    limited(req);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const body = parseInput(PaypalUpdateBodySchema, await readJson(req, BODY_LIMIT));
    provider();
    sendJson(res, 200, await payments.paypalUpdateOrder(claims, body));
  });

  // spec §7: a failedReason rejects the confirmation; issue 10: it never carries the provider's reason.
  router.get('/payments/:provider/orders/:id/confirmation', ({ req, res, params }) => {
    checkProvider(params.provider);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const row = orders.orderOf(claims, params.id ?? '');
    if (row.status === 'refused') {
      sendJson(res, 409, { failedReason: 'Refused', error: { code: 'PAYMENT_FAILED', message: 'The payment was refused' } });
      return;
    }
    const closed = row.status === 'cancelled' || row.status === 'expired' ? orders.closedError(row) : null;
    if (closed) {
      const failedReason = row.status === 'expired' ? 'Expired' : 'Cancelled';
      sendJson(res, 409, { failedReason, error: { code: closed.code, message: closed.message } });
      return;
    }
    sendJson(res, 200, { order: orders.view(row) });
  });

  // The provider's webhook: every item must carry a valid HMAC (docs/protocols.md), else nothing is stored.
  router.post('/notifications/:provider', async ({ req, res, params }) => {
    checkProvider(params.provider);
    const body = parseInput(NotificationSchema, await readJson(req, 256 * 1024));
    const items = body.notificationItems.map((n) => n.NotificationRequestItem);
    if (!deps.hmacKey || !items.every((item) => verifyNotification(item, deps.hmacKey!))) {
      throw serviceError('UNAUTHORIZED', 'Invalid notification signature');
    }
    const received = deps.inbox.receive(items);
    deps.checkpoint('before-notification-applied');
    for (const { id, item } of received) deps.inbox.apply(id, item);
    deps.afterOutcome();
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('[accepted]');
  });
}
