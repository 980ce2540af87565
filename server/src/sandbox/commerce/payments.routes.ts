import { type Router, readJson, sendJson } from '../../http/http-kit.js';
import { NotificationSchema, verifyNotification } from '../payment-provider/hmac.js';
import type { ProviderClient } from '../payment-provider/provider.client.js';
import { PaypalUpdateOrderRequestSchema } from '../payment-provider/provider.schema.js';
import { BODY_LIMIT, cartClaimsOf } from './http-support.js';
import type { OrdersService } from './orders.service.js';
import { type PaymentsService, providerError } from './payments.service.js';
import {
  DetailsBodySchema,
  idempotencyKeyOf,
  OrderBodySchema,
  PaymentBodySchema,
  PaymentMethodsBodySchema,
} from './payments.validation.js';
import { serviceError } from './service-errors.js';
import { parseInput } from './validation.js';

export interface PaymentRouteDeps {
  orders: OrdersService;
  payments: PaymentsService;
  provider: (() => ProviderClient) | null;
  providerPath: string;
  merchantAccount: string;
  hmacKey: string | null;
  jwtSecret: string;
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
  const forward = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw providerError(error);
    }
  };

  router.post('/carts/:provider/orders', async ({ req, res, params }) => {
    checkProvider(params.provider);
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
    const answer = await forward(() =>
      provider().paymentMethods({
        countryCode: body.countryCode,
        shopperLocale: `${body.languageCode}-${body.countryCode}`,
        amount: body.amount,
        channel: body.channel,
        blockedPaymentMethods: body.blockedPaymentMethods,
      }),
    );
    sendJson(res, 200, {
      paymentMethods: answer.paymentMethods.map(({ type, name, brands }) => ({ type, name, ...(brands ? { brands } : {}) })),
    });
  });

  router.post('/payments/:provider/payments', async ({ req, res, params }) => {
    checkProvider(params.provider);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const key = idempotencyKeyOf(req);
    const body = parseInput(PaymentBodySchema, await readJson(req, BODY_LIMIT));
    provider();
    const answer = await payments.pay(claims, body, key);
    sendJson(res, answer.status, answer.body);
  });

  router.post('/payments/:provider/payments/details', async ({ req, res, params }) => {
    checkProvider(params.provider);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const body = parseInput(DetailsBodySchema, await readJson(req, BODY_LIMIT));
    provider();
    const answer = await payments.details(claims, body.orderId, body.details.redirectResult);
    sendJson(res, answer.status, answer.body);
  });

  router.post('/payments/:provider/payments/paypal/updateOrder', async ({ req, res, params }) => {
    checkProvider(params.provider);
    cartClaimsOf(req, deps.jwtSecret);
    const body = parseInput(PaypalUpdateOrderRequestSchema, await readJson(req, BODY_LIMIT));
    sendJson(res, 200, await forward(() => provider().paypalUpdateOrder(body)));
  });

  // spec §7: a failedReason rejects the confirmation.
  router.get('/payments/:provider/orders/:id/confirmation', ({ req, res, params }) => {
    checkProvider(params.provider);
    const claims = cartClaimsOf(req, deps.jwtSecret);
    const row = orders.orderOf(claims, params.id ?? '');
    if (row.status === 'refused' || row.status === 'cancelled') {
      const failedReason = row.failed_reason ?? row.status;
      sendJson(res, 409, { failedReason, error: { code: 'PAYMENT_FAILED', message: failedReason } });
      return;
    }
    sendJson(res, 200, { order: orders.view(row) });
  });

  // The provider's webhook: every item must carry a valid HMAC (docs/protocols.md), else nothing is applied.
  router.post('/notifications/:provider', async ({ req, res, params }) => {
    checkProvider(params.provider);
    const body = parseInput(NotificationSchema, await readJson(req, 256 * 1024));
    const items = body.notificationItems.map((n) => n.NotificationRequestItem);
    if (!deps.hmacKey || !items.every((item) => verifyNotification(item, deps.hmacKey!))) {
      throw serviceError('UNAUTHORIZED', 'Invalid notification signature');
    }
    for (const item of items) {
      if (item.eventCode !== 'AUTHORISATION' || item.merchantAccountCode !== deps.merchantAccount) continue;
      payments.notified(item.merchantReference, item.success === 'true', item.pspReference, item.reason);
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('[accepted]');
  });
}
