import { randomBytes, randomInt } from 'node:crypto';
import type { CardVault } from './card-vault.js';
import type { Notifier } from './notifier.js';
import type { PaymentRecord, PaymentStore } from './payment-store.js';
import type {
  PaymentDetailsResponse,
  PaymentRequest,
  PaymentResponse,
  PaypalUpdateOrderRequest,
  PaypalUpdateOrderResponse,
  ProviderPaymentStatus,
} from './provider.schema.js';
import type { ProviderDb } from './provider-db.js';
import { ProviderApiError } from './provider-error.js';
import { type CardDecision, decideCard, REFUSALS, type Refusal } from './test-cards.js';

export type ShopperDecision = 'authorise' | 'refuse' | 'cancel';

const PENDING_SETTLES_AFTER_MS = 100;

/**
 * The provider's payments, kept in its database (payment-store.ts): a change to a payment and the webhook it causes are
 * written in one transaction, so a provider killed at any point has either both or neither.
 */
export function createPaymentFlow(deps: {
  db: ProviderDb;
  store: PaymentStore;
  vault: CardVault;
  notifier: Notifier;
  publicUrl: () => string;
  /** The shop's origins: a returnUrl elsewhere is refused (no redirectResult handed to another site). */
  allowedOrigins: ReadonlySet<string>;
}) {
  const { db, store } = deps;
  const timers = new Set<NodeJS.Timeout>();

  const newPspReference = () => `${randomInt(1e7, 1e8)}${randomInt(1e7, 1e8)}`;
  const opaque = () => randomBytes(24).toString('base64url');

  function answer(record: PaymentRecord): PaymentDetailsResponse {
    const base = { pspReference: record.pspReference, merchantReference: record.merchantReference, amount: record.amount };
    switch (record.status) {
      case 'authorised':
        return { resultCode: 'Authorised', ...base };
      case 'refused':
        return { resultCode: 'Refused', ...base, ...(record.refusal ?? REFUSALS.refused) };
      case 'pending':
        return { resultCode: 'Pending', ...base };
      case 'cancelled':
        return { resultCode: 'Cancelled', ...base };
      case 'awaiting-shopper':
        return {
          resultCode: 'RedirectShopper',
          ...base,
          action: {
            type: 'redirect',
            method: 'GET',
            url: `${deps.publicUrl()}/checkout/redirect/${record.pspReference}`,
            paymentMethodType: record.methodType,
            ...(record.paymentData ? { paymentData: record.paymentData } : {}),
          },
        };
    }
  }

  /** Call inside a transaction: the outcome and its AUTHORISATION webhook are stored together. */
  function settle(record: PaymentRecord, decision: { kind: 'authorise' } | { kind: 'refuse'; refusal: Refusal }): void {
    record.status = decision.kind === 'authorise' ? 'authorised' : 'refused';
    if (decision.kind === 'refuse') record.refusal = decision.refusal;
    store.save(record);
    deps.notifier.notify({
      eventCode: 'AUTHORISATION',
      pspReference: record.pspReference,
      merchantReference: record.merchantReference,
      amount: record.amount,
      success: decision.kind === 'authorise',
      ...(decision.kind === 'refuse' ? { reason: decision.refusal.refusalReason } : {}),
    });
  }

  function decide(request: PaymentRequest): CardDecision {
    const method = request.paymentMethod;
    if (method.type === 'paypal') return { kind: 'challenge' };
    if (method.type !== 'scheme') throw new ProviderApiError(422, '905', `Payment method ${method.type} is not supported`, 'configuration');
    if (typeof method.encryptedCardNumber !== 'string') throw new ProviderApiError(422, '129', 'Missing encryptedCardNumber');
    const card = deps.vault.resolve(method);
    if (!card) throw new ProviderApiError(422, '174', 'Unable to decrypt data');
    return decideCard(card);
  }

  /** The outcome of an asynchronous method arrives only by webhook, as for Adyen's; a restart settles what was owed. */
  function settleLater(pspReference: string, afterMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      db.transaction(() => {
        const record = store.find(pspReference);
        if (record?.status === 'pending') settle(record, { kind: 'authorise' });
      })();
    }, afterMs);
    timer.unref();
    timers.add(timer);
  }
  for (const record of store.pending()) settleLater(record.pspReference, 0);

  return {
    pay(request: PaymentRequest): PaymentResponse {
      if (!deps.allowedOrigins.has(new URL(request.returnUrl).origin)) throw new ProviderApiError(422, '14_030', 'Invalid returnUrl');
      const decision = decide(request);
      const record: PaymentRecord = {
        pspReference: newPspReference(),
        merchantReference: request.reference,
        amount: request.amount,
        returnUrl: request.returnUrl,
        methodType: request.paymentMethod.type,
        status: 'awaiting-shopper',
        formToken: opaque(),
        ...(request.paymentMethod.type === 'paypal' ? { paymentData: opaque() } : {}),
      };
      if (decision.kind === 'pending') record.status = 'pending';
      db.transaction(() => {
        store.add(record);
        if (decision.kind === 'authorise' || decision.kind === 'refuse') settle(record, decision);
      })();
      if (decision.kind === 'pending') settleLater(record.pspReference, PENDING_SETTLES_AFTER_MS);
      return answer(record);
    },

    /** A copy of the stored payment: change it through the store's `save`. */
    find: (pspReference: string): PaymentRecord | undefined => store.find(pspReference),

    /** Oldest first: the sandbox's status lookup for reconciliation. */
    paymentsOf(merchantReference: string): ProviderPaymentStatus[] {
      return store.ofMerchant(merchantReference).map((record) => ({
        pspReference: record.pspReference,
        merchantReference: record.merchantReference,
        amount: record.amount,
        paymentMethodType: record.methodType,
        status: record.modification ? (record.modification.kind === 'cancel' ? 'cancelled' : 'refunded') : record.status,
      }));
    },

    /**
     * The shopper's choice on the redirect page; answers where to send them back, or undefined for a stale form.
     * Only a wallet can be cancelled (a card challenge is authorised or refused); a cancel sends no webhook.
     */
    shopperDecides(pspReference: string, formToken: string, decision: ShopperDecision): string | undefined {
      const record = db.transaction(() => {
        const found = store.find(pspReference);
        if (!found || found.formToken !== formToken) return undefined;
        if (decision === 'cancel' && found.methodType !== 'paypal') return undefined;
        if (found.status === 'awaiting-shopper') {
          found.redirectResult = opaque();
          if (decision === 'cancel') {
            found.status = 'cancelled';
            store.save(found);
          } else settle(found, decision === 'authorise' ? { kind: 'authorise' } : { kind: 'refuse', refusal: REFUSALS.refused });
        }
        return found;
      })();
      if (!record?.redirectResult) return undefined;
      const back = new URL(record.returnUrl);
      back.searchParams.set('redirectResult', record.redirectResult);
      return back.toString();
    },

    /**
     * /payments/details: the same redirectResult always answers the same outcome, naming its payment's reference and
     * amount. A later cancel or refund does not change it (as with Adyen); the status lookup shows those.
     */
    details(redirectResult: string): PaymentDetailsResponse {
      const record = store.findByRedirectResult(redirectResult);
      if (!record) throw new ProviderApiError(422, '14_006', 'Invalid redirectResult');
      return answer(record);
    },

    /** PayPal shipping change before the shopper approves: new amount, new paymentData. */
    updatePaypalOrder(request: PaypalUpdateOrderRequest): PaypalUpdateOrderResponse {
      const record = store.find(request.pspReference);
      if (record?.methodType !== 'paypal' || record.status !== 'awaiting-shopper' || record.paymentData !== request.paymentData) {
        throw new ProviderApiError(422, '14_018', 'Invalid pspReference or paymentData');
      }
      record.amount = request.amount;
      record.paymentData = opaque();
      store.save(record);
      return { paymentData: record.paymentData, status: 'success' };
    },

    /** Stops the timers of payments still owed an outcome (a restart settles them). */
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
